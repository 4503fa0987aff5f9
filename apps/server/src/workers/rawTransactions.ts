import { TransactionReceiptNotFoundError, type Address, type Hex, type PublicClient, type TransactionReceipt } from 'viem'

/**
 * What the workers that send signed transactions share (the withdrawal payer, the pool keeper):
 * each stores its signed bytes before broadcasting them, then follows them by receipt.
 */

export async function broadcast(client: PublicClient, raw: Hex): Promise<void> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw })
  } catch {
    // Already known, already mined, or the node is down: the receipt decides on the next pass.
  }
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
