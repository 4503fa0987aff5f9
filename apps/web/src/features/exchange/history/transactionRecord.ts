import { z } from 'zod'

/** A text stored as a translation key and its values, so it follows a later language switch. */
export const recordText = z.lazy(() => z.object({ key: z.string(), params: z.record(z.string(), z.string()).optional() }))
export type RecordText = z.infer<typeof recordText>

/** Spec 3 transaction record, plus what is needed to notice a replaced transaction. */
export const transactionRecord = z.lazy(() =>
  z.object({
    hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
    from: z.string(),
    /** The title in the language of the send: what records written before `titleText` show. */
    title: z.string(),
    titleText: recordText.optional(),
    message: z.string(),
    messageText: recordText.optional(),
    /** Milliseconds. */
    addedTime: z.number(),
    status: z.enum(['pending', 'success', 'failed', 'replaced']),
    /** The sender's nonce of this transaction: a mined nonce without this hash means it was replaced. */
    nonce: z.number().int().nonnegative().optional(),
    receipt: z.object({ status: z.enum(['success', 'reverted']), blockNumber: z.string() }).optional(),
  }),
)
export type TransactionRecord = z.infer<typeof transactionRecord>

type Translate = (key: string, params: Record<string, string>) => string

/** A text in the current language: a key is translated now, a plain text stays as it was written. */
export function textIn(t: Translate, text: string | RecordText): string {
  return typeof text === 'string' ? text : t(text.key, text.params ?? {})
}

/** A record's title in the current language (its stored text when it was written without a key). */
export function recordTitle(t: Translate, record: Pick<TransactionRecord, 'title' | 'titleText'>): string {
  return textIn(t, record.titleText ?? record.title)
}

/** A record's message in the current language (its stored text when it was written without a key). */
export function recordMessage(t: Translate, record: Pick<TransactionRecord, 'message' | 'messageText'>): string {
  return textIn(t, record.messageText ?? record.message)
}

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
