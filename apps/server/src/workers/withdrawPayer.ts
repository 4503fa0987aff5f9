import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { encodeFunctionData, erc20Abi, keccak256, parseTransaction, TransactionReceiptNotFoundError, type Address, type Hex } from 'viem'
import { listOrdersByStatus, transitionOrder, type OrderRow } from '../modules/withdraw/withdraw.repo.ts'
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
 * broadcast; a later pass (after a crash, too) only re-broadcasts those very bytes, so the chain
 * sees one transaction per order whatever happens in between. Receipts settle orders: success
 * completes, a revert refunds.
 */
export async function payWithdrawalsOnce(ctx: WalletContext, hooks: PayerHooks = {}): Promise<void> {
  if (ctx.hotWallet === undefined) return
  await followSentOrders(ctx)
  for (const order of await listOrdersByStatus(ctx.db, withdrawStatuses.approved, 1, BATCH)) await sendOrder(ctx, order, hooks)
}

async function followSentOrders(ctx: WalletContext): Promise<void> {
  for (const order of await listOrdersByStatus(ctx.db, withdrawStatuses.sending, 1, 1_000)) {
    const receipt = await receiptOf(ctx, order.tx_hash as Hex)
    if (receipt === undefined) {
      await broadcast(ctx, order.raw_tx as Hex)
      continue
    }
    if (receipt.status === 'success') await settlePaid(ctx.db, order)
    else await refundOrder(ctx.db, order, withdrawStatuses.sending, withdrawStatuses.failed, `reverted in block ${receipt.blockNumber}`)
  }
}

async function sendOrder(ctx: WalletContext, order: OrderRow, hooks: PayerHooks): Promise<void> {
  const wallet = ctx.hotWallet
  const token = await ctx.tokens.byId(order.token_id)
  if (wallet === undefined || token.contract === undefined) return
  const payout = BigInt(order.amount) - BigInt(order.fee)
  const raw = await wallet.signTransaction({
    chainId: ctx.chain.chainId,
    type: 'legacy',
    to: token.contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [order.address as Address, payout] }),
    gas: TRANSFER_GAS,
    gasPrice: await ctx.publicClient.getGasPrice(),
    nonce: await nextNonce(ctx, wallet.address),
  })
  const hash = keccak256(raw)
  if (!(await transitionOrder(ctx.db, order.id, withdrawStatuses.approved, withdrawStatuses.sending, { raw_tx: raw, tx_hash: hash }))) return
  await hooks.afterPersist?.(order.id)
  await broadcast(ctx, raw)
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
