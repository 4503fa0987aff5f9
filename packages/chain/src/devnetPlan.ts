/**
 * What the devnet holds: tokens, and a V1 pool set and a different V2 pool set, so that routes
 * need two hops (HAPB reaches USDT only through HAP on V1; HAPC only through HAP, and only on V2).
 * Prices are roughly realistic: BNB ≈ 600 USDT, HAP ≈ 0.5, HAPB ≈ 0.2, HAPC ≈ 1.5, BtPi ≈ 2,
 * BGC ≈ 0.8, GOC ≈ 0.1, FOT ≈ 0.05 USDT. Amounts are whole tokens.
 */

export type DevnetToken = {
  /** Name in `Deployment.contracts`. */
  key: string
  symbol: string
  name: string
  decimals: number
  /** Basis points taken from every transfer, for the fee-on-transfer token. */
  feeBps?: number
  /** Token-list tags: 'stablecoin' marks the tokens of spec 4's stable pair block (no stable-to-stable swap), 'tradeTax' HAP's trade tax. */
  tags?: string[]
  /** Takes HAP's 1.5 % trade tax on transfers from and to its pairs (TaxedToken.sol, decision 0034). */
  tradeTax?: true
}

export const devnetTokens = [
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD', decimals: 18, tags: ['stablecoin'] },
  { key: 'HAP', symbol: 'HAP', name: 'HAP', decimals: 18, tradeTax: true, tags: ['tradeTax'] },
  { key: 'HAPB', symbol: 'HAPB', name: 'HAPB', decimals: 18 },
  { key: 'HAPC', symbol: 'HAPC', name: 'HAPC', decimals: 18 },
  { key: 'BtPi', symbol: 'BtPi', name: 'BtPi', decimals: 18 },
  { key: 'BGC', symbol: 'BGC', name: 'BGC', decimals: 18 },
  { key: 'GOC', symbol: 'GOC', name: 'GOC', decimals: 18 },
  { key: 'USDC6', symbol: 'USDC', name: 'USD Coin (6 decimals)', decimals: 6, tags: ['stablecoin'] },
  { key: 'FOT', symbol: 'FOT', name: 'Fee On Transfer Token', decimals: 18, feeBps: 200 },
  { key: 'BLOCK', symbol: 'BLOCK', name: 'Blocked Token', decimals: 18 },
] as const satisfies readonly DevnetToken[]

export type DevnetTokenKey = (typeof devnetTokens)[number]['key']
/** WBNB pools are seeded with native BNB through addLiquidityETH. */
export type PoolSide = DevnetTokenKey | 'WBNB'

export type DevnetPool = { a: PoolSide; b: PoolSide; amountA: string; amountB: string }

export const devnetPools: { v1: readonly DevnetPool[]; v2: readonly DevnetPool[] } = {
  v1: [
    { a: 'USDT', b: 'HAP', amountA: '500000', amountB: '1000000' },
    { a: 'HAP', b: 'HAPB', amountA: '200000', amountB: '500000' },
    { a: 'WBNB', b: 'USDT', amountA: '500', amountB: '300000' },
    { a: 'USDT', b: 'BGC', amountA: '80000', amountB: '100000' },
    { a: 'USDT', b: 'USDC6', amountA: '1000000', amountB: '1000000' },
    { a: 'WBNB', b: 'FOT', amountA: '50', amountB: '600000' },
    { a: 'USDT', b: 'BLOCK', amountA: '10000', amountB: '10000' },
  ],
  v2: [
    { a: 'USDT', b: 'HAP', amountA: '250000', amountB: '495000' },
    { a: 'HAP', b: 'HAPC', amountA: '300000', amountB: '100000' },
    { a: 'WBNB', b: 'USDT', amountA: '200', amountB: '121000' },
    { a: 'USDT', b: 'BtPi', amountA: '200000', amountB: '100000' },
    { a: 'USDT', b: 'GOC', amountA: '50000', amountB: '500000' },
    { a: 'WBNB', b: 'BtPi', amountA: '100', amountB: '30000' },
  ],
}

/**
 * Liquidity mining (issue 14): Uniswap's StakingRewards pays BtPi to stakers of the V2 WBNB/BtPi
 * LP token, funded once at deploy. The contract spreads a reward over its own rewardsDuration
 * (60 days; this build has no setter). The deployer stakes `houseStake` LP at deploy, as a live
 * pool has others' stake in it, so the APR a newcomer sees is a believable one (issue 31: alone
 * in the pool, 2 LP earned 878,053 % a year): 3,000 BtPi over 60 days is 18,250 BtPi a year,
 * ≈ 36,500 USDT at BtPi ≈ 2, over 1,000 of the pair's ≈ 1,732 LP (≈ 69,000 USDT), ≈ 53 %.
 * The reward is minted to the contract itself, so no account's funding changes.
 */
export const devnetStaking = {
  pool: { a: 'WBNB', b: 'BtPi' },
  rewardToken: 'BtPi',
  reward: '3000',
  houseStake: '1000',
} as const satisfies { pool: { a: PoolSide; b: PoolSide }; rewardToken: DevnetTokenKey; reward: string; houseStake: string }

/** Every test account gets this many whole tokens of every test token. */
export const fundingPerAccount = '1000000'

/** The exchanges' default token lists differ, as the two hosts' lists do. */
export const defaultTokenKeys: { v1: readonly PoolSide[]; v2: readonly PoolSide[] } = {
  v1: ['USDT', 'HAP', 'HAPB', 'BGC', 'USDC6', 'FOT'],
  v2: ['USDT', 'HAP', 'HAPC', 'BtPi', 'GOC'],
}

export const excludedTokenKey: DevnetTokenKey = 'BLOCK'
