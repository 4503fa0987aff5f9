import type { Address, PublicClient } from 'viem'
import type { Db } from '../../db/database.ts'
import type { TokenCatalog } from '../wallet/tokenCatalog.ts'

/** What the money figures read: the database, the chain and the token list, as the workers do. */
export interface FigureSources {
  db: Db
  publicClient: PublicClient
  tokens: TokenCatalog
  /** The wallet payouts leave from; undefined: no payer, no hot wallet figures. */
  hotWalletAddress: Address | undefined
  /** The clock rows are stamped with (the programmes' clock, movable on the devnet): ages are measured on it. */
  now: () => Date
  /** WITHDRAW_PAUSED: the payer is paused by configuration, whatever the database says. */
  withdrawPaused: boolean
}

/** Seconds from `since` to `now`, for the age gauges. */
export function secondsSince(since: Date, now: Date): number {
  return (now.getTime() - new Date(since).getTime()) / 1000
}
