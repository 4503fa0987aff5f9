import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { sql } from 'kysely'
import { erc20Abi, type Address, type Hex } from 'viem'
import type { Db } from '../db/database.ts'
import { payerState } from '../modules/withdraw/payerState.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { payoutTagOf } from './payoutTag.ts'

/** A payer state with no reconciled block yet reads this far back: about two days of BSC blocks. */
const FIRST_LOOKBACK_BLOCKS = 200_000n
/** Keeps one getLogs call within what public RPC nodes allow. */
const MAX_RANGE = 2_000n

/** How many of the hot wallet's nonces the orders account for: one past the highest signed. */
async function signedNonceCount(db: Db): Promise<number> {
  const row = await db.selectFrom('withdraw_orders').select((eb) => eb.fn.max('nonce').as('highest')).executeTakeFirst()
  return row?.highest === null || row?.highest === undefined ? 0 : Number(row.highest) + 1
}

async function updateState(db: Db, address: Address, changes: { paused_reason?: string | null; known_nonce_count?: number; scanned_through?: string }) {
  await db.updateTable('payer_state').set({ ...changes, updated_at: sql<Date>`now()` }).where('address', '=', address.toLowerCase()).execute()
}

/**
 * Whether the payer may sign new payouts this pass. Before anything is signed the hot wallet's
 * transaction count on chain is compared with what the database accounts for (the nonces of its
 * signed payouts, and what an earlier reconciliation accounted for). A chain that is ahead means
 * payouts the database does not know of — a restore from an older backup, another payer on
 * another database — so the payer pauses, says why, and reconciles: every transfer the hot wallet
 * made since the last reconciled block is read back, and an order a payout names (payoutTag.ts:
 * id, creation time, payee and amount) is adopted as sending with that transaction, to be settled at depth by the
 * follow step; it is never signed again. Then the count is accounted for and paying resumes.
 * An operator's pause, WITHDRAW_PAUSED or a solvency shortfall also stops signing; sent payouts
 * are still followed.
 */
export async function payerMaySign(ctx: WalletContext, address: Address): Promise<boolean> {
  const state = await payerState(ctx.db, address)
  const head = await ctx.publicClient.getBlockNumber({ cacheTime: 0 })
  const onChain = await ctx.publicClient.getTransactionCount({ address, blockTag: 'latest' })
  const known = Math.max(state.known_nonce_count, await signedNonceCount(ctx.db))
  if (onChain > known) {
    await updateState(ctx.db, address, { paused_reason: `the hot wallet has sent ${onChain - known} transaction(s) this database has no record of (restored from an older backup?): reconciling them from the chain` })
    const from = state.scanned_through === null ? (head > FIRST_LOOKBACK_BLOCKS ? head - FIRST_LOOKBACK_BLOCKS : 0n) : BigInt(state.scanned_through) + 1n
    await adoptPayoutsFromChain(ctx, address, from, head)
    await updateState(ctx.db, address, { paused_reason: null, known_nonce_count: onChain, scanned_through: head.toString() })
  } else if (state.scanned_through !== head.toString()) {
    // In step: a restore of this database starts its reconciliation from here.
    await updateState(ctx.db, address, { known_nonce_count: Math.max(state.known_nonce_count, onChain), scanned_through: head.toString() })
  }
  return !state.operator_paused && !ctx.config.withdrawPaused && state.shortfall === null
}

async function adoptPayoutsFromChain(ctx: WalletContext, address: Address, from: bigint, to: bigint): Promise<void> {
  const contracts = (await ctx.tokens.all()).flatMap((token) => (token.contract === undefined ? [] : [token.contract as Address]))
  if (contracts.length === 0) return
  for (let start = from; start <= to; start += MAX_RANGE) {
    const end = start + MAX_RANGE - 1n < to ? start + MAX_RANGE - 1n : to
    const logs = await ctx.publicClient.getContractEvents({ address: contracts, abi: erc20Abi, eventName: 'Transfer', args: { from: address }, fromBlock: start, toBlock: end })
    const hashes = new Set(logs.flatMap((log) => (log.transactionHash === null ? [] : [log.transactionHash])))
    for (const hash of hashes) await adoptPayout(ctx, address, hash)
  }
}

async function adoptPayout(ctx: WalletContext, address: Address, hash: Hex): Promise<void> {
  const transaction = await ctx.publicClient.getTransaction({ hash })
  if (transaction.from.toLowerCase() !== address.toLowerCase()) return
  const tag = payoutTagOf(transaction.input)
  if (tag === undefined) return
  const order = await ctx.db.selectFrom('withdraw_orders').select(['id', 'address', 'amount', 'fee', 'created_at', 'tx_hash']).where('id', '=', tag.orderId).executeTakeFirst()
  // The same order, not another database's order of that id: its time, payee and payout all match.
  if (order === undefined || BigInt(new Date(order.created_at).getTime()) !== tag.createdAtMs) return
  if (order.address.toLowerCase() !== tag.to.toLowerCase() || BigInt(order.amount) - BigInt(order.fee) !== tag.amount || order.tx_hash === hash) return
  // Under review, approved or sending in the restored database: the chain says it was sent with this transaction.
  await ctx.db
    .updateTable('withdraw_orders')
    .set({
      status: withdrawStatuses.sending,
      tx_hash: hash,
      nonce: transaction.nonce,
      raw_tx: null,
      replaced_tx_hashes: sql<string[]>`case when tx_hash is null then replaced_tx_hashes else array_append(replaced_tx_hashes, tx_hash) end`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', order.id)
    .where('status', 'in', [withdrawStatuses.review, withdrawStatuses.approved, withdrawStatuses.sending])
    .execute()
}
