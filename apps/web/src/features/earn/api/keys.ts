/** Pledge pool queries live under one key: a pledge, redeem or claim changes the pool and the usable balance it shows. */
export const pledgeKey = ['earn', 'pledge'] as const
