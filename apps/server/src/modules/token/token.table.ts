import type { Generated } from 'kysely'
import type { Numeric } from '../wallet/wallet.table.ts'

export interface IndexedPairsTable {
  chain_id: number
  pair: string
  exchange: 'v1' | 'v2'
  /** Position in the factory's allPairs, so discovery resumes where it stopped. */
  factory_index: number
  token0: string
  token1: string
  decimals0: number
  decimals1: number
}

export interface PairEventsTable {
  chain_id: number
  tx_hash: string
  log_index: number
  pair: string
  /** int8 comes back as a string. */
  block_number: string
  block_hash: string
  block_time: Date
  kind: 'sync' | 'swap'
  value0: Numeric
  value1: Numeric
}

export interface PairCandlesTable {
  chain_id: number
  pair: string
  period: '1m' | '1h' | '1d'
  bucket_start: Date
  open_reserve0: Numeric
  open_reserve1: Numeric
  high_reserve0: Numeric
  high_reserve1: Numeric
  low_reserve0: Numeric
  low_reserve1: Numeric
  close_reserve0: Numeric
  close_reserve1: Numeric
  volume0: Numeric
  volume1: Numeric
  trades: number
}

export interface TokenPriceSnapshotsTable {
  chain_id: number
  token_key: string
  /** UTC date, YYYY-MM-DD. */
  day: string
  price_usd: string
  source: 'chain' | 'demo'
  recorded_at: Generated<Date>
}
