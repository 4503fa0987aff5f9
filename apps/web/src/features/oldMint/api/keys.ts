/** Every old-mint query lives under 'product': a mint reloads them all. */
export const oldMintKey = ['product'] as const
