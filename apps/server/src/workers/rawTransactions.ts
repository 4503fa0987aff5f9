import { BaseError, HttpRequestError, TimeoutError, TransactionReceiptNotFoundError, WebSocketRequestError, type Address, type Hex, type PublicClient, type TransactionReceipt } from 'viem'

/**
 * What the workers that send signed transactions share (the withdrawal payer, the pool keeper):
 * each stores its signed bytes before broadcasting them, then follows them by receipt.
 */

/** Room enough for any node's reason; a longer text is the node's noise, not more reason. */
const REFUSAL_CHARS = 300

/**
 * Sends signed bytes; answers the node's reason when it refused them (no gas to pay with, a price
 * below its floor), for an operator to see. Bytes it already holds or has mined, and a node that
 * did not answer, are no refusal: the receipt decides on the next pass.
 */
async function broadcast(client: PublicClient, raw: Hex): Promise<string | undefined> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw })
    return undefined
  } catch (error) {
    return refusalOf(error)
  }
}

/**
 * Broadcasts a stored transaction and keeps the node's refusal on it through `keep` (null once the
 * node takes it), written only when it differs from the `known` one read with the row. Answers a
 * refusal new to the transaction, to be told to operators once.
 */
export async function broadcastKeepingRefusal(client: PublicClient, raw: Hex, known: string | null, keep: (refusal: string | null) => Promise<void>): Promise<string | undefined> {
  const refusal = (await broadcast(client, raw)) ?? null
  if (refusal === known) return undefined
  await keep(refusal)
  return refusal ?? undefined
}

function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof WebSocketRequestError) !== null) return undefined
  const reason = (error.details || error.shortMessage).trim()
  if (/already known|known transaction|already imported|nonce too low/i.test(reason)) return undefined
  return reason.slice(0, REFUSAL_CHARS)
}

export async function receiptOf(client: PublicClient, hash: Hex): Promise<TransactionReceipt | undefined> {
  try {
    return await client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  }
}

/** The chain's pending count for the sender, but never a nonce one of its stored, not yet settled transactions holds. */
export async function nextFreeNonce(client: PublicClient, address: Address, heldNonces: readonly number[]): Promise<number> {
  const pending = await client.getTransactionCount({ address, blockTag: 'pending' })
  return Math.max(pending, ...heldNonces.map((nonce) => nonce + 1))
}
