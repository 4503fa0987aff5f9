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
}

export function createTokenContext({ db, chain, reorgDepth = 12 }: { db: Db; chain: ChainConfig; reorgDepth?: number }): TokenContext {
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrls[0], { batch: true }) })
  return { db, chain, client, reorgDepth }
}

/** UTC calendar day of a moment, YYYY-MM-DD. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))
}
