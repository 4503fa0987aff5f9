import { erc20Abi, type Address, type Hex } from 'viem'
import { ApiError } from '../http/apiError.ts'
import { ingestDepositTransaction, pendingDepositHashes } from '../modules/recharge/deposit.service.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { readCursor, writeCursor } from './chainLogCursor.ts'

export const DEPOSIT_WATCHER_CURSOR = 'deposit_watcher'
/** On first start the watcher looks this far back; later it resumes from its cursor. */
const FIRST_LOOKBACK_BLOCKS = 5_000n
/** Keeps one getLogs call within what public RPC nodes allow. */
const MAX_RANGE = 2_000n

/** A pass that stopped at a block it could not read whole: its cursor stays there, the next pass reads it again. */
export class DepositPassError extends Error {
  override name = 'DepositPassError'
  constructor(
    readonly block: bigint,
    cause: unknown,
  ) {
    super(`the deposit watcher stopped at block ${block}: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`, { cause })
  }
}

/**
 * One pass: reads Transfer logs to the receiving address from blocks that have the configured
 * confirmations (never younger ones), then ingests every transaction they name, block by block,
 * through the same entry-mark uses. The cursor only moves past a block whose logs and receipts
 * were all read and ingested: a node that fails or answers inconsistently stops the pass at that
 * block (DepositPassError, logged by the loop), and the next pass reads it again; ingestion is
 * idempotent, so nothing read twice is credited twice. Transactions seen young through entry-mark
 * are retried first, each on its own: one that a reorg removed has no receipt and stays pending.
 */
export async function watchDepositsOnce(ctx: WalletContext): Promise<void> {
  if (ctx.depositAddress === undefined) return
  const contracts = (await ctx.tokens.all()).flatMap((token) => (token.contract === undefined ? [] : [token.contract as Address]))
  const head = await ctx.publicClient.getBlockNumber({ cacheTime: 0 })
  const safe = head - BigInt(ctx.config.depositConfirmations) + 1n
  for (const hash of await pendingDepositHashes(ctx)) await ingestReported(ctx, hash)
  let from = (await readCursor(ctx.db, DEPOSIT_WATCHER_CURSOR)) ?? (safe > FIRST_LOOKBACK_BLOCKS ? safe - FIRST_LOOKBACK_BLOCKS : 0n)
  while (from <= safe && contracts.length > 0) {
    const to = from + MAX_RANGE - 1n < safe ? from + MAX_RANGE - 1n : safe
    const logs = await readTransfers(ctx, contracts, from, to)
    for (const [block, hashes] of byBlock(logs)) {
      try {
        for (const hash of hashes) await ingestSeen(ctx, hash)
      } catch (error) {
        await writeCursor(ctx.db, DEPOSIT_WATCHER_CURSOR, block)
        throw new DepositPassError(block, error)
      }
    }
    await writeCursor(ctx.db, DEPOSIT_WATCHER_CURSOR, to + 1n)
    from = to + 1n
  }
}

async function readTransfers(ctx: WalletContext, contracts: Address[], fromBlock: bigint, toBlock: bigint) {
  try {
    return await ctx.publicClient.getContractEvents({ address: contracts, abi: erc20Abi, eventName: 'Transfer', args: { to: ctx.depositAddress }, fromBlock, toBlock })
  } catch (error) {
    throw new DepositPassError(fromBlock, error)
  }
}

/** The transactions of the logs, grouped by block in ascending order. */
function byBlock(logs: readonly { blockNumber: bigint | null; transactionHash: Hex | null }[]): [bigint, Set<Hex>][] {
  const blocks = new Map<bigint, Set<Hex>>()
  for (const log of logs) {
    if (log.blockNumber === null || log.transactionHash === null) continue
    blocks.set(log.blockNumber, (blocks.get(log.blockNumber) ?? new Set<Hex>()).add(log.transactionHash))
  }
  return [...blocks.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * A transaction whose Transfer to us the node just listed at a confirmed height: that it then has
 * no receipt, a failed one, or one off the canonical chain is the node contradicting itself (a
 * lagging replica, a reorg under way), never a reason to skip the block. Only "no deposit for
 * us" (a mint, a zero amount, a token we do not list) is an answer.
 */
async function ingestSeen(ctx: WalletContext, hash: Hex): Promise<void> {
  try {
    await ingestDepositTransaction(ctx, hash)
  } catch (error) {
    if (error instanceof ApiError && error.key === 'wallet.tx_no_deposit') return
    throw error
  }
}

/** A transaction a user reported young: not found, failed or nothing for us is its own outcome; a node's failure waits for the next pass. */
async function ingestReported(ctx: WalletContext, hash: Hex): Promise<void> {
  try {
    await ingestDepositTransaction(ctx, hash)
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error(`the deposit watcher could not read reported transaction ${hash}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, { cause: error })
  }
}
