/** Miner and airdrop queries live under one key: a start or a claim changes both (the balance is shared). */
export const minerKey = ['miner'] as const
