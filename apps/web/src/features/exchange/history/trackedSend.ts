import type { Address, Hex, PublicClient, WalletClient } from 'viem'
import { sendWrite, transactionNonce, type ContractWrite } from '../chain/sendTransaction.ts'
import { addRecord, markAnnouncedBySender, updateRecord } from './historyStore.ts'
import { i18n } from '../../../i18n/i18n.ts'
import { resolvePending, textIn, type RecordText, type TransactionRecord } from './transactionRecord.ts'

export type TrackedSendParameters = {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
  readonly account: Address
  readonly chainId: number
  readonly write: ContractWrite
  readonly gas: bigint
  /** A key (and its values) to show in the reader's language at the time of reading; a plain text stays as it is. */
  readonly title: string | RecordText
  readonly message: string | RecordText
  /** Called once the wallet returns the hash (the pending popup moves to status 1). */
  readonly onHash?: ((hash: Hex) => void) | undefined
}

/**
 * Sends, records the hash in the history, waits for the receipt and settles the record; throws
 * when the transaction reverts. Resolves with the hash. The caller announces the outcome, so the
 * history watcher does not toast this hash a second time.
 */
export async function trackedSend({ publicClient, walletClient, account, chainId, write, gas, title, message, onHash }: TrackedSendParameters): Promise<Hex> {
  const hash = await sendWrite(publicClient, walletClient, account, write, gas)
  markAnnouncedBySender(hash)
  onHash?.(hash)
  const nonce = await transactionNonce(publicClient, hash)
  addRecord(chainId, { hash, from: account, ...storedTexts(title, message), addedTime: Date.now(), status: 'pending', ...(nonce === undefined ? {} : { nonce }) })
  const receipt = await publicClient.waitForTransactionReceipt({
    hash,
    // A sped-up or cancelled send is followed to its replacement, so the record settles.
    onReplaced: ({ transaction }) =>
      updateRecord(chainId, account, hash, ({ messageText: _, ...record }) => ({ ...record, status: 'replaced', message: `${record.message} → ${transaction.hash}` })),
  })
  updateRecord(chainId, account, hash, (record) => resolvePending(record, { kind: 'receipt', status: receipt.status, blockNumber: receipt.blockNumber }))
  if (receipt.status !== 'success') throw new Error('transaction reverted')
  return hash
}

/** The record's texts: a key and its values when given one, with today's text beside them for older readers. */
function storedTexts(title: string | RecordText, message: string | RecordText): Pick<TransactionRecord, 'title' | 'titleText' | 'message' | 'messageText'> {
  const now = (text: string | RecordText) => textIn((key, params) => i18n.t(key, params), text)
  return {
    ...(typeof title === 'string' ? { title } : { title: now(title), titleText: title }),
    ...(typeof message === 'string' ? { message } : { message: now(message), messageText: message }),
  }
}
