import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { encodeFunctionData, erc20Abi, keccak256, parseTransaction, TransactionReceiptNotFoundError, type Address, type Hex, type TransactionReceipt } from 'viem'
import { listOrdersByStatus, recordMinedPayout, replacePayout, transitionOrder, type OrderRow } from '../modules/withdraw/withdraw.repo.ts'
import { refundOrder, settlePaid } from '../modules/withdraw/withdraw.service.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'

/** An ERC-20 transfer stays far below this; a fixed limit keeps the signed bytes independent of estimates. */
const TRANSFER_GAS = 120_000n
const BATCH = 20

export interface PayerHooks {
  /** Runs after the signed payout is stored and before it is broadcast (tests inject a crash here). */
  afterPersist?: (orderId: string) => Promise<void>
}

/**
 * One pass of the payer. Exactly-once: a payout is signed and stored with its hash BEFORE it is
 * broadcast; a later pass (after a crash, too) only re-broadcasts stored bytes. A payout left
 * unmined because the network now asks more gas is signed again with the SAME nonce at a higher
 * price, stored before it is sent, and every hash of the order is followed: sharing one nonce,
 * at most one of them can ever be mined. Only once another transaction has settled on that nonce
 * is the payout signed on a fresh one. Receipts settle orders: success completes, a revert refunds.
 */
export async function payWithdrawalsOnce(ctx: WalletContext, hooks: PayerHooks = {}): Promise<void> {
  if (ctx.hotWallet === undefined) return
  await followSentOrders(ctx)
  for (const order of await listOrdersByStatus(ctx.db, withdrawStatuses.approved, 1, BATCH)) await sendOrder(ctx, order, hooks)
}

async function followSentOrders(ctx: WalletContext): Promise<void> {
  for (const order of await listOrdersByStatus(ctx.db, withdrawStatuses.sending, 1, 1_000)) {
    const receipt = await minedPayout(ctx, order)
    if (receipt === undefined) {
      const resent = (await nonceTakenByAnother(ctx, order)) ? await resignOnFreshNonce(ctx, order) : await replacementIfDue(ctx, order)
      await broadcast(ctx, resent ?? (order.raw_tx as Hex))
      continue
    }
    if (receipt.transactionHash !== order.tx_hash) await recordMinedPayout(ctx.db, order.id, receipt.transactionHash)
    if (receipt.status === 'success') await settlePaid(ctx.db, order)
    else await refundOrder(ctx.db, order, withdrawStatuses.sending, withdrawStatuses.failed, `reverted in block ${receipt.blockNumber}`)
  }
}

/** The receipt of whichever signed payout of the order was mined, if one was. */
async function minedPayout(ctx: WalletContext, order: OrderRow): Promise<TransactionReceipt | undefined> {
  for (const hash of [order.tx_hash, ...order.replaced_tx_hashes]) {
    const receipt = hash === null ? undefined : await receiptOf(ctx, hash as Hex)
    if (receipt !== undefined) return receipt
  }
  return undefined
}

/**
 * A replacement of the order's payout once it has waited `withdrawReplaceAfterSeconds` while the
 * network's gas price is above its own (below it, the payout is waiting or lost, and the stored
 * bytes are sent again). Nodes take a replacement only when it pays clearly more: at least 1/8.
 */
async function replacementIfDue(ctx: WalletContext, order: OrderRow): Promise<Hex | undefined> {
  const wallet = ctx.hotWallet
  if (wallet === undefined || order.raw_tx === null || order.tx_hash === null) return undefined
  if (Date.now() - order.updated_at.getTime() < ctx.config.withdrawReplaceAfterSeconds * 1000) return undefined
  const current = parseTransaction(order.raw_tx as Hex)
  const offered = current.gasPrice ?? 0n
  const network = await ctx.publicClient.getGasPrice()
  if (current.to == null || current.data === undefined || current.nonce === undefined || network <= offered) return undefined
  const bumped = offered + (offered + 7n) / 8n
  const raw = await signPayout(ctx, { to: current.to, data: current.data }, current.nonce, network > bumped ? network : bumped)
  if (raw === undefined || !(await replacePayout(ctx.db, order.id, order.tx_hash, { raw_tx: raw, tx_hash: keccak256(raw) }))) return undefined
  return raw
}

/**
 * True when a transaction that is none of the order's (a transfer made by hand from the hot
 * wallet) has used the payout's nonce, settled by `depositConfirmations` blocks: then none of the
 * order's payouts can ever be mined, and only then may it be paid on a fresh nonce. Receipts are
 * read again after the nonce, so a payout mined in between is not taken for dead.
 */
async function nonceTakenByAnother(ctx: WalletContext, order: OrderRow): Promise<boolean> {
  const wallet = ctx.hotWallet
  if (wallet === undefined || order.raw_tx === null) return false
  const nonce = parseTransaction(order.raw_tx as Hex).nonce ?? Number.MAX_SAFE_INTEGER
  const settledBlock = (await ctx.publicClient.getBlockNumber({ cacheTime: 0 })) - BigInt(ctx.config.depositConfirmations) + 1n
  if (settledBlock < 0n) return false
  const settledCount = await ctx.publicClient.getTransactionCount({ address: wallet.address, blockNumber: settledBlock })
  return settledCount > nonce && (await minedPayout(ctx, order)) === undefined
}

async function resignOnFreshNonce(ctx: WalletContext, order: OrderRow): Promise<Hex | undefined> {
  if (ctx.hotWallet === undefined || order.raw_tx === null || order.tx_hash === null) return undefined
  const dead = parseTransaction(order.raw_tx as Hex)
  if (dead.to == null || dead.data === undefined) return undefined
  const raw = await signPayout(ctx, { to: dead.to, data: dead.data }, await nextNonce(ctx, ctx.hotWallet.address), await ctx.publicClient.getGasPrice())
  if (raw === undefined || !(await replacePayout(ctx.db, order.id, order.tx_hash, { raw_tx: raw, tx_hash: keccak256(raw) }))) return undefined
  return raw
}

async function sendOrder(ctx: WalletContext, order: OrderRow, hooks: PayerHooks): Promise<void> {
  const token = await ctx.tokens.byId(order.token_id)
  if (ctx.hotWallet === undefined || token.contract === undefined) return
  const payout = BigInt(order.amount) - BigInt(order.fee)
  const call = { to: token.contract, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [order.address as Address, payout] }) }
  const raw = await signPayout(ctx, call, await nextNonce(ctx, ctx.hotWallet.address), await ctx.publicClient.getGasPrice())
  if (raw === undefined) return
  const hash = keccak256(raw)
  if (!(await transitionOrder(ctx.db, order.id, withdrawStatuses.approved, withdrawStatuses.sending, { raw_tx: raw, tx_hash: hash }))) return
  await hooks.afterPersist?.(order.id)
  await broadcast(ctx, raw)
}

async function signPayout(ctx: WalletContext, call: { to: Address; data: Hex }, nonce: number, gasPrice: bigint): Promise<Hex | undefined> {
  return ctx.hotWallet?.signTransaction({ chainId: ctx.chain.chainId, type: 'legacy', ...call, gas: TRANSFER_GAS, gasPrice, nonce })
}

/** The chain's pending count, but never a nonce a stored, not yet mined payout already holds. */
async function nextNonce(ctx: WalletContext, address: Address): Promise<number> {
  const pending = await ctx.publicClient.getTransactionCount({ address, blockTag: 'pending' })
  const stored = await listOrdersByStatus(ctx.db, withdrawStatuses.sending, 1, 1_000)
  const taken = stored.map((order) => parseTransaction(order.raw_tx as Hex).nonce ?? -1)
  return Math.max(pending, ...taken.map((nonce) => nonce + 1))
}

async function broadcast(ctx: WalletContext, raw: Hex): Promise<void> {
  try {
    await ctx.publicClient.sendRawTransaction({ serializedTransaction: raw })
  } catch {
    // Already known, already mined, or the node is down: the receipt decides on the next pass.
  }
}

async function receiptOf(ctx: WalletContext, hash: Hex) {
  try {
    return await ctx.publicClient.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  }
}
