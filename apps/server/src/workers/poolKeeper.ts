import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { taxedTokenAbi } from '@hapdex/chain/abis'
import { toViemChain } from '@hapdex/chain/viemChain'
import { createPublicClient, encodeFunctionData, getAddress, http, keccak256, type Address, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Clock } from '../programmes/base/clock.ts'
import { poolKeeperTables, type PoolKeeperCallStatus } from './poolKeeper.table.ts'
import { broadcastKeepingRefusal, nextFreeNonce, receiptOf } from './rawTransactions.ts'

/** returnToPool moves one balance and calls the pair's sync: far below this; a fixed limit keeps the signed bytes independent of estimates. */
const RETURN_GAS = 200_000n

export interface PoolKeeperContext {
  db: Db
  chain: ChainConfig
  client: PublicClient
  /** Pays the gas; its key is POOL_KEEPER_KEY. */
  account: PrivateKeyAccount
  /** The programmes' clock: the interval between two calls for a pair is measured on it. */
  clock: Clock
  /** Whole tokens of the pair's taxed token: a pair is called for only when its held share is above this. */
  minShare: string
  intervalSeconds: number
}

/** The keeper's context, or undefined when no key is configured (no keeper runs). */
export function createPoolKeeperContext({ db, config, chain, clock }: { db: Db; config: Config; chain: ChainConfig; clock: Clock }): PoolKeeperContext | undefined {
  const { key, minShare, intervalSeconds } = config.poolKeeper
  if (key === undefined) return undefined
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrls[0]) })
  return { db, chain, client, account: privateKeyToAccount(key), clock, minShare, intervalSeconds }
}

export interface PoolKeeperPass {
  /** Calls of earlier passes whose outcome this pass learnt. */
  settled: { pair: string; status: PoolKeeperCallStatus }[]
  /** Calls signed, stored and broadcast by this pass. */
  sent: { pair: string; held: bigint; txHash: Hex }[]
  /** Calls the node refused in this pass for a reason new to the call: kept on it, and logged once for operators. */
  refused: { pair: string; reason: string }[]
}

/**
 * One pass of the keeper of the taxed token's pool share (decisions 0034, 0037): the token holds
 * 0.25 % of each buy and sell for its pair until returnToPool(pair) moves it into the pair and
 * syncs the reserves. For each taxed-token pair the liquidity indexer found, registered on the
 * token, with no call of its own still pending and none sent within the interval, whose held
 * share is above the threshold: one call, signed and stored BEFORE it is broadcast. A pending call
 * is followed by its receipt and re-broadcast with its stored bytes (the same nonce), so a
 * restart never signs a second call for a pair while the first may still be mined.
 */
export async function returnPoolSharesOnce(ctx: PoolKeeperContext): Promise<PoolKeeperPass> {
  const refused: PoolKeeperPass['refused'] = []
  const { settled, waiting } = await followPendingCalls(ctx, refused)
  const due = await heldShares(ctx, await duePairs(ctx, waiting))
  if (due.length === 0) return { settled, sent: [], refused }
  const gasPrice = await ctx.client.getGasPrice()
  let nonce = await nextNonce(ctx)
  const sent: PoolKeeperPass['sent'] = []
  for (const share of due) sent.push({ pair: share.pair, held: share.held, txHash: await sendCall(ctx, share, nonce++, gasPrice, refused) })
  return { settled, sent, refused }
}

const calls = (ctx: PoolKeeperContext) => poolKeeperTables(ctx.db).selectFrom('pool_keeper_calls').where('chain_id', '=', ctx.chain.chainId)

/** Settles the pending calls that were mined (or whose nonce another transaction took), re-sends the others; returns the pairs still waiting. */
async function followPendingCalls(ctx: PoolKeeperContext, refused: PoolKeeperPass['refused']): Promise<{ settled: PoolKeeperPass['settled']; waiting: Set<string> }> {
  const pending = await calls(ctx).select(['id', 'pair', 'nonce', 'tx_hash', 'raw_tx', 'node_refusal']).where('sender', '=', ctx.account.address).where('status', '=', 'pending').orderBy('nonce').execute()
  const settled: PoolKeeperPass['settled'] = []
  const waiting = new Set<string>()
  if (pending.length === 0) return { settled, waiting }
  // Counted before any receipt is read: a call found unmined afterwards was unmined when its nonce was counted.
  const used = await ctx.client.getTransactionCount({ address: ctx.account.address, blockTag: 'latest' })
  for (const call of pending) {
    const receipt = await receiptOf(ctx.client, call.tx_hash as Hex)
    const status = receipt !== undefined ? (receipt.status === 'success' ? 'mined' : 'reverted') : call.nonce < used ? 'dropped' : undefined
    if (status === undefined) {
      await broadcastCall(ctx, call, refused)
      waiting.add(call.pair)
      continue
    }
    await poolKeeperTables(ctx.db).updateTable('pool_keeper_calls').set({ status, settled_at: ctx.clock.now() }).where('id', '=', call.id).execute()
    settled.push({ pair: call.pair, status })
  }
  return { settled, waiting }
}

interface TaxedPair {
  pair: Address
  token: Address
  decimals: number
}

/** The taxed-token pairs with no call waiting and none sent (and not dropped) within the interval. */
async function duePairs(ctx: PoolKeeperContext, waiting: ReadonlySet<string>): Promise<TaxedPair[]> {
  const since = new Date(ctx.clock.now().getTime() - ctx.intervalSeconds * 1000)
  const recent = new Set((await calls(ctx).select('pair').where('sent_at', '>', since).where('status', '<>', 'dropped').execute()).map((row) => row.pair))
  const pairs = await ctx.db.selectFrom('liquidity_pairs').select(['pair', 'taxed_token', 'taxed_decimals']).where('chain_id', '=', ctx.chain.chainId).orderBy('pair').execute()
  return pairs.filter((row) => !waiting.has(row.pair) && !recent.has(row.pair)).map((row) => ({ pair: getAddress(row.pair), token: getAddress(row.taxed_token), decimals: row.taxed_decimals }))
}

/** Of those pairs, the ones the token taxes whose held share is above the threshold, with that share. */
async function heldShares(ctx: PoolKeeperContext, pairs: readonly TaxedPair[]): Promise<(TaxedPair & { held: bigint })[]> {
  if (pairs.length === 0) return []
  const reads = await ctx.client.multicall({
    allowFailure: false,
    contracts: pairs.flatMap(({ pair, token }) => [
      { address: token, abi: taxedTokenAbi, functionName: 'isPair' as const, args: [pair] as const },
      { address: token, abi: taxedTokenAbi, functionName: 'pendingPool' as const, args: [pair] as const },
    ]),
  })
  return pairs.flatMap((pair, index) => {
    const [registered, held] = [reads[index * 2] as boolean, reads[index * 2 + 1] as bigint]
    return registered && held > parseAmount(ctx.minShare, pair.decimals) ? [{ ...pair, held }] : []
  })
}

/** The chain's pending count, but never a nonce a stored call still waiting holds. */
async function nextNonce(ctx: PoolKeeperContext): Promise<number> {
  const stored = await calls(ctx).select('nonce').where('sender', '=', ctx.account.address).where('status', '=', 'pending').execute()
  return nextFreeNonce(ctx.client, ctx.account.address, stored.map((row) => row.nonce))
}

async function sendCall(ctx: PoolKeeperContext, share: TaxedPair & { held: bigint }, nonce: number, gasPrice: bigint, refused: PoolKeeperPass['refused']): Promise<Hex> {
  const data = encodeFunctionData({ abi: taxedTokenAbi, functionName: 'returnToPool', args: [share.pair] })
  const raw = await ctx.account.signTransaction({ chainId: ctx.chain.chainId, type: 'legacy', to: share.token, data, gas: RETURN_GAS, gasPrice, nonce })
  const txHash = keccak256(raw)
  const { id } = await poolKeeperTables(ctx.db)
    .insertInto('pool_keeper_calls')
    .values({ chain_id: ctx.chain.chainId, token: share.token, pair: share.pair, sender: ctx.account.address, nonce, held: share.held.toString(), tx_hash: txHash, raw_tx: raw, status: 'pending', sent_at: ctx.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  await broadcastCall(ctx, { id, pair: share.pair, raw_tx: raw, node_refusal: null }, refused)
  return txHash
}

/** Sends a stored call, keeping the node's refusal on it (cleared once a broadcast is taken); a refusal new to the call is told. */
async function broadcastCall(ctx: PoolKeeperContext, call: { id: string; pair: string; raw_tx: string; node_refusal: string | null }, refused: PoolKeeperPass['refused']): Promise<void> {
  const keep = async (refusal: string | null) => {
    await poolKeeperTables(ctx.db).updateTable('pool_keeper_calls').set({ node_refusal: refusal }).where('id', '=', call.id).execute()
  }
  const reason = await broadcastKeepingRefusal(ctx.client, call.raw_tx as Hex, call.node_refusal, keep)
  if (reason !== undefined) refused.push({ pair: call.pair, reason })
}
