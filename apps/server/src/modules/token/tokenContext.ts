import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { toViemChain } from '@hapdex/chain/viemChain'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { Db } from '../../db/database.ts'

/** What the market-data module and its workers share. */
export interface TokenContext {
  db: Db
  chain: ChainConfig
  /** Batches concurrent reads into one HTTP request and finds Multicall3 through the chain config. */
  client: PublicClient
  /** Blocks re-read on every indexer pass, so a reorg shallower than this is corrected. */
  reorgDepth: number
  /**
   * The programmes' clock (server.ts passes programmes.ctx.clock): an indexer pass records the time
   * it started on it, which cards.daily compares with the day's end (decision 0037).
   */
  clock: IndexerClock
}

/** The part of the programmes' Clock an indexer reads (resources do not import programmes). */
export interface IndexerClock {
  now(): Date
}

const systemTime: IndexerClock = { now: () => new Date() }

export function createTokenContext({ db, chain, reorgDepth = 12, clock = systemTime }: { db: Db; chain: ChainConfig; reorgDepth?: number; clock?: IndexerClock }): TokenContext {
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrls[0], { batch: true }) })
  return { db, chain, client, reorgDepth, clock }
}

/** UTC calendar day of a moment, YYYY-MM-DD. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))
}
