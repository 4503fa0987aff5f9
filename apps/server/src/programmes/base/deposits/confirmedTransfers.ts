import { getAddress, type Hex } from 'viem'
import { ingestDepositTransaction } from '../../../modules/recharge/deposit.service.ts'
import type { DepositStatus } from '../../../modules/recharge/recharge.table.ts'
import type { WalletContext } from '../../../modules/wallet/walletContext.ts'

/** One transfer of a transaction to our receiving address, as the deposit watcher recorded it. */
export interface ReceivedTransfer {
  logIndex: number
  tokenId: number
  amount: bigint
  from: string
  /** credited: on the sender's usable balance; pending: waiting for confirmations; held: for review. */
  status: DepositStatus
  userId: number | null
}

/**
 * What a programme needs to accept a payment made on chain: our receiving address, and the
 * transfers of a reported transaction as the deposit watcher sees them. The reported hash goes
 * through the watcher's own ingestion (deposit.service, as wallet entry-mark does), so a failed,
 * reorged or foreign transaction is refused there and a confirmed one is credited exactly once,
 * however many reports race; the programme then charges the credited balance.
 */
export interface DepositTransfers {
  receiver: string | undefined
  /** Throws wallet.tx_not_found, wallet.tx_failed or wallet.tx_no_deposit as entry-mark does. */
  received(txHash: Hex): Promise<ReceivedTransfer[]>
}

export function depositTransfers(wallet: WalletContext): DepositTransfers {
  return {
    receiver: wallet.depositAddress === undefined ? undefined : getAddress(wallet.depositAddress),
    async received(txHash) {
      await ingestDepositTransaction(wallet, txHash)
      const rows = await wallet.db
        .selectFrom('deposits')
        .select(['log_index', 'token_id', 'amount', 'from_address', 'status', 'user_id'])
        .where('chain_id', '=', wallet.chain.chainId)
        .where('tx_hash', '=', txHash.toLowerCase())
        .orderBy('log_index')
        .execute()
      return rows.map((row) => ({ logIndex: row.log_index, tokenId: row.token_id, amount: BigInt(row.amount), from: row.from_address, status: row.status, userId: row.user_id }))
    },
  }
}
