import { erc20Abi, type Address, type Hex } from 'viem'
import { ingestDepositTransaction, pendingDepositHashes } from '../modules/recharge/deposit.service.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { ApiError } from '../http/apiError.ts'

const CURSOR = 'deposit_watcher'
/** On first start the watcher looks this far back; later it resumes from its cursor. */
const FIRST_LOOKBACK_BLOCKS = 5_000n
/** Keeps one getLogs call within what public RPC nodes allow. */
const MAX_RANGE = 2_000n

/**
 * One pass: reads Transfer logs to the receiving address from blocks that have the configured
 * confirmations (never younger ones, so a reorg inside that depth is never seen), then hands
 * every transaction to the same ingestion entry-mark uses. Transactions seen young through
 * entry-mark are retried until confirmed; one that a reorg removed has no receipt and stays uncredited.
 */
export async function watchDepositsOnce(ctx: WalletContext, log: (message: string, error?: unknown) => void = () => {}): Promise<void> {
  if (ctx.depositAddress === undefined) return
  const contracts = (await ctx.tokens.all()).flatMap((token) => (token.contract === undefined ? [] : [token.contract]))
  const head = await ctx.publicClient.getBlockNumber({ cacheTime: 0 })
  const safe = head - BigInt(ctx.config.depositConfirmations) + 1n
  const hashes = new Set<Hex>(await pendingDepositHashes(ctx))
  let from = (await readCursor(ctx)) ?? (safe > FIRST_LOOKBACK_BLOCKS ? safe - FIRST_LOOKBACK_BLOCKS : 0n)
  while (from <= safe && contracts.length > 0) {
    const to = from + MAX_RANGE - 1n < safe ? from + MAX_RANGE - 1n : safe
    const logs = await ctx.publicClient.getContractEvents({
      address: contracts as Address[],
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: ctx.depositAddress },
      fromBlock: from,
      toBlock: to,
    })
    for (const entry of logs) if (entry.transactionHash !== null) hashes.add(entry.transactionHash)
    for (const hash of hashes) await ingestQuietly(ctx, hash, log)
    hashes.clear()
    await writeCursor(ctx, to + 1n)
    from = to + 1n
  }
  for (const hash of hashes) await ingestQuietly(ctx, hash, log)
}

async function ingestQuietly(ctx: WalletContext, hash: Hex, log: (message: string, error?: unknown) => void): Promise<void> {
  try {
    await ingestDepositTransaction(ctx, hash)
  } catch (error) {
    // An expected outcome (failed, reorged away, nothing for us) is not the watcher's failure.
    if (!(error instanceof ApiError)) log(`deposit ${hash} not ingested`, error)
  }
}

async function readCursor(ctx: WalletContext): Promise<bigint | undefined> {
  const row = await ctx.db.selectFrom('worker_cursors').select('block_number').where('name', '=', CURSOR).executeTakeFirst()
  return row === undefined ? undefined : BigInt(row.block_number)
}

async function writeCursor(ctx: WalletContext, next: bigint): Promise<void> {
  await ctx.db
    .insertInto('worker_cursors')
    .values({ name: CURSOR, block_number: next.toString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ block_number: next.toString() }))
    .execute()
}
