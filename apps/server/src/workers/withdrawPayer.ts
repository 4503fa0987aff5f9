import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { keccak256, parseTransaction, type Address, type Hex, type TransactionReceipt } from 'viem'
import { listOrdersByStatus, recordMinedPayout, recordNodeRefusal, replacePayout, transitionOrder, type OrderRow } from '../modules/withdraw/withdraw.repo.ts'
import { refundOrder, settlePaid } from '../modules/withdraw/withdraw.service.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { hotFloat, type FloatShort } from '../modules/withdraw/hotFloat.ts'
import { payerMaySign } from './payerReconcile.ts'
import { taggedTransfer } from './payoutTag.ts'
import { broadcastKeepingRefusal, nextFreeNonce, receiptOf } from './rawTransactions.ts'

/** An ERC-20 transfer stays far below this; a fixed limit keeps the signed bytes independent of estimates. */
const TRANSFER_GAS = 120_000n
const BATCH = 20

export interface PayerHooks {
  /** Runs after the signed payout is stored and before it is broadcast (tests inject a crash here). */
  afterPersist?: (orderId: string) => Promise<void>
}

type PayoutCall = { to: Address; data: Hex }

/** The payouts the node refused in a pass for a reason new to the order: kept on the order, and logged once for operators. */
export interface PayerPass {
  refused: { order: string; reason: string }[]
  /** The tokens whose payouts the hot wallet's float could not cover this pass: they wait, approved. */
  waitingForFloat: FloatShort[]
}

/**
 * One pass of the payer. Exactly-once: a payout is signed and stored with its hash BEFORE it is
 * broadcast; a later pass (after a crash, too) only re-broadcasts stored bytes. A payout left
 * unmined because the network now asks more gas is signed again with the SAME nonce at a higher
 * price, stored before it is sent, and every hash of the order is followed: sharing one nonce,
 * at most one of them can ever be mined. Only once another transaction has settled on that nonce
 * is the payout signed on a fresh one. Receipts settle orders once they are final (at the
 * confirmation depth, in a block still on the chain): success completes, a revert refunds. A
 * payout whose block a reorg dropped has no receipt again, and its stored bytes are sent again:
 * same nonce, same order. A payout the hot wallet's float cannot cover is not signed: it waits,
 * approved, and the pass says so (hotFloat.ts).
 */
export async function payWithdrawalsOnce(ctx: WalletContext, hooks: PayerHooks = {}): Promise<PayerPass> {
  const pass: PayerPass = { refused: [], waitingForFloat: [] }
  const wallet = ctx.signer
  if (wallet === undefined) return pass
  // Reconciling first: a payout the chain shows and a restored database forgot is followed, never signed again.
  const maySign = await payerMaySign(ctx, wallet.address)
  await followSentOrders(ctx, wallet.address, pass)
  if (!maySign) return pass
  const approved = await listOrdersByStatus(ctx.db, withdrawStatuses.approved, 1, BATCH)
  if (approved.length === 0) return pass
  // One nonce read per pass: each stored payout takes the next one.
  let nonce = await nextNonce(ctx, wallet.address)
  const float = await hotFloat(ctx, wallet.address)
  for (const order of approved) {
    const token = await ctx.tokens.byId(order.token_id)
    const payout = BigInt(order.amount) - BigInt(order.fee)
    if (token.contract === undefined || !(await float.reserve({ ...token, contract: token.contract }, payout))) continue
    if (await sendOrder(ctx, order, { to: token.contract, data: taggedTransfer(order.address as Address, payout, order) }, nonce, pass, hooks)) nonce++
  }
  pass.waitingForFloat = float.short()
  return pass
}

async function broadcastPayout(ctx: WalletContext, order: Pick<OrderRow, 'id' | 'node_refusal'>, raw: Hex, pass: PayerPass): Promise<void> {
  const reason = await broadcastKeepingRefusal(ctx.publicClient, raw, order.node_refusal, (refusal) => recordNodeRefusal(ctx.db, order.id, refusal))
  // String(): PGlite answers a bigint id as a number.
  if (reason !== undefined) pass.refused.push({ order: String(order.id), reason })
}

/**
 * What the chain says, read once per pass and BEFORE any receipt of the pass: a payout found
 * unmined afterwards was unmined when the nonce count was taken, so it is never taken for dead.
 */
interface ChainView {
  /** The deepest block a reorg is no longer expected to undo: `depositConfirmations` deep. */
  settledBlock: bigint
  /** The hot wallet's transaction count at the settled block. */
  settledNonceCount: number
  gasPrice: bigint
}

async function readChainView(ctx: WalletContext, address: Address): Promise<ChainView> {
  const settledBlock = (await ctx.publicClient.getBlockNumber({ cacheTime: 0 })) - BigInt(ctx.config.depositConfirmations) + 1n
  const settledNonceCount = settledBlock < 0n ? 0 : await ctx.publicClient.getTransactionCount({ address, blockNumber: settledBlock })
  return { settledBlock, settledNonceCount, gasPrice: await ctx.publicClient.getGasPrice() }
}

/** A receipt at the settled depth whose block is still the chain's block at its height: what it says is final. */
async function isFinal(ctx: WalletContext, receipt: TransactionReceipt, view: ChainView): Promise<boolean> {
  if (receipt.blockNumber > view.settledBlock) return false
  const block = await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })
  return block.hash === receipt.blockHash
}

async function followSentOrders(ctx: WalletContext, address: Address, pass: PayerPass): Promise<void> {
  const sent = await listOrdersByStatus(ctx.db, withdrawStatuses.sending, 1, 1_000)
  if (sent.length === 0) return
  const view = await readChainView(ctx, address)
  for (const order of sent) {
    const receipt = await minedPayout(ctx, order)
    if (receipt === undefined) {
      const raw = (await resignIfStuck(ctx, order, address, view)) ?? order.raw_tx
      // A payout adopted from the chain by a reconciliation has no stored bytes: it is only followed.
      if (raw !== null) await broadcastPayout(ctx, order, raw as Hex, pass)
      continue
    }
    // Mined but not yet deep: a reorg may still drop it (its bytes are then sent again) or turn a revert into a success.
    if (!(await isFinal(ctx, receipt, view))) continue
    if (receipt.transactionHash !== order.tx_hash) await recordMinedPayout(ctx.db, order.id, receipt.transactionHash)
    if (receipt.status === 'success') await settlePaid(ctx.db, order)
    else await refundOrder(ctx.db, order, withdrawStatuses.sending, withdrawStatuses.failed, `reverted in block ${receipt.blockNumber}`)
  }
}

/** The receipt of whichever signed payout of the order was mined, if one was. */
async function minedPayout(ctx: WalletContext, order: OrderRow): Promise<TransactionReceipt | undefined> {
  for (const hash of [order.tx_hash, ...order.replaced_tx_hashes]) {
    const receipt = hash === null ? undefined : await receiptOf(ctx.publicClient, hash as Hex)
    if (receipt !== undefined) return receipt
  }
  return undefined
}

/**
 * A new signed payout, stored, for an order none of whose payouts is mined:
 * - on a fresh nonce when a transaction that is none of the order's (a transfer made by hand from
 *   the hot wallet) has settled on its nonce: none of its payouts can be mined any more;
 * - on the same nonce at a higher price when it has waited `withdrawReplaceAfterSeconds` while
 *   the network's gas price is above its own. Nodes take a replacement only when it pays clearly
 *   more: at least 1/8. Below the network's price the payout is waiting or lost, and the stored
 *   bytes are sent again.
 */
async function resignIfStuck(ctx: WalletContext, order: OrderRow, address: Address, view: ChainView): Promise<Hex | undefined> {
  if (order.raw_tx === null) return undefined
  const current = parseTransaction(order.raw_tx as Hex)
  if (current.to == null || current.data === undefined || current.nonce === undefined) return undefined
  const call = { to: current.to, data: current.data }
  if (view.settledNonceCount > current.nonce) return storeReplacement(ctx, order, call, await nextNonce(ctx, address), view.gasPrice)
  const offered = current.gasPrice ?? 0n
  const waited = Date.now() - order.updated_at.getTime() >= ctx.config.withdrawReplaceAfterSeconds * 1000
  if (!waited || view.gasPrice <= offered) return undefined
  const bumped = offered + (offered + 7n) / 8n
  return storeReplacement(ctx, order, call, current.nonce, view.gasPrice > bumped ? view.gasPrice : bumped)
}

/** Signs the order's payout again and stores it in place of the current one (which stays followed). */
async function storeReplacement(ctx: WalletContext, order: OrderRow, call: PayoutCall, nonce: number, gasPrice: bigint): Promise<Hex | undefined> {
  const raw = await signPayout(ctx, call, nonce, gasPrice)
  if (raw === undefined || order.tx_hash === null) return undefined
  return (await replacePayout(ctx.db, order.id, order.tx_hash, { raw_tx: raw, tx_hash: keccak256(raw), nonce })) ? raw : undefined
}

/** Signs, stores and sends an approved order's payout on `nonce`; false when it took no nonce. */
async function sendOrder(ctx: WalletContext, order: OrderRow, call: PayoutCall, nonce: number, pass: PayerPass, hooks: PayerHooks): Promise<boolean> {
  const raw = await signPayout(ctx, call, nonce, await ctx.publicClient.getGasPrice())
  if (raw === undefined) return false
  if (!(await transitionOrder(ctx.db, order.id, withdrawStatuses.approved, withdrawStatuses.sending, { raw_tx: raw, tx_hash: keccak256(raw), nonce }))) return false
  await hooks.afterPersist?.(order.id)
  await broadcastPayout(ctx, { id: order.id, node_refusal: null }, raw, pass)
  return true
}

async function signPayout(ctx: WalletContext, call: PayoutCall, nonce: number, gasPrice: bigint): Promise<Hex | undefined> {
  return ctx.signer?.signTransaction({ ...call, gas: TRANSFER_GAS, gasPrice, nonce })
}

/** The chain's pending count, but never a nonce a stored, not yet mined payout already holds. */
async function nextNonce(ctx: WalletContext, address: Address): Promise<number> {
  const stored = await listOrdersByStatus(ctx.db, withdrawStatuses.sending, 1, 1_000)
  return nextFreeNonce(ctx.publicClient, address, stored.map((order) => order.nonce ?? (order.raw_tx === null ? -1 : (parseTransaction(order.raw_tx as Hex).nonce ?? -1))))
}

