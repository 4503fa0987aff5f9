import type { Numeric } from '../wallet/wallet.table.ts'

/** The liquidity indexer's tables (migration 0036, workers/liquidityIndexer.ts). */

export interface LiquidityPairsTable {
  chain_id: number
  pair: string
  /** The taxed token (HAP) of the pair, and whether it is token0 or token1. */
  taxed_token: string
  taxed_side: number
  taxed_decimals: number
}

export interface LiquidityStakingTable {
  chain_id: number
  staking: string
  /** Its staking token: one of liquidity_pairs. */
  pair: string
}

export interface LiquidityEventsTable {
  chain_id: number
  tx_hash: string
  log_index: number
  side: number
  kind: 'transfer' | 'staked' | 'withdrawn'
  pair: string
  holder: string
  /** Signed LP base units. */
  delta: Numeric
  block_number: string
  block_hash: string
  block_time: Date
}

export interface TradeTaxEventsTable {
  chain_id: number
  tx_hash: string
  log_index: number
  token: string
  pair: string
  amount: Numeric
  lp_dividend: Numeric
  card_dividend: Numeric
  block_number: string
  block_hash: string
  block_time: Date
}
