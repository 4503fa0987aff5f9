import { z } from 'zod'

/** Spec 3 transaction record, plus what is needed to notice a replaced transaction. */
export const transactionRecord = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  from: z.string(),
  title: z.string(),
  message: z.string(),
  /** Milliseconds. */
  addedTime: z.number(),
  status: z.enum(['pending', 'success', 'failed', 'replaced']),
  /** The sender's nonce of this transaction: a mined nonce without this hash means it was replaced. */
  nonce: z.number().int().nonnegative().optional(),
  receipt: z.object({ status: z.enum(['success', 'reverted']), blockNumber: z.string() }).optional(),
})
export type TransactionRecord = z.infer<typeof transactionRecord>

export type PendingCheck =
  | { readonly kind: 'receipt'; readonly status: 'success' | 'reverted'; readonly blockNumber: bigint }
  /** No receipt; whether the node still knows the transaction, and the sender's mined nonce count. */
  | { readonly kind: 'noReceipt'; readonly known: boolean; readonly minedNonce: number }

/**
 * A pending record after one check. Without a receipt it stays pending while the node knows it;
 * once the sender's nonce has been used by another transaction (sped up or cancelled) it is
 * marked replaced, so it never stays pending forever.
 */
export function resolvePending(record: TransactionRecord, check: PendingCheck): TransactionRecord {
  if (record.status !== 'pending') return record
  if (check.kind === 'receipt') {
    return { ...record, status: check.status === 'success' ? 'success' : 'failed', receipt: { status: check.status, blockNumber: check.blockNumber.toString() } }
  }
  if (!check.known && record.nonce !== undefined && check.minedNonce > record.nonce) return { ...record, status: 'replaced' }
  return record
}
