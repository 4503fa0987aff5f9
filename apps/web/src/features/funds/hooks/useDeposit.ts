import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { erc20Abi, type Address, type Hex } from 'viem'
import { ApiError } from '../../../lib/api.ts'
import { useReadClient } from '../../../lib/readClient.ts'
import { isUserRejection } from '../../../lib/signedAction.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useLoadWalletStack } from '../../../lib/walletHooks.ts'
import { markEntry } from '../api/entryMark.ts'
import { fundsKey } from '../api/keys.ts'

export interface DepositInput {
  contract: Address
  receiver: Address
  amount: bigint
}

/** Thrown when the wallet sent nothing or the chain reverted: no hash worth reporting. */
class DepositTransferError extends Error {
  override name = 'DepositTransferError'
}

/**
 * Spec: a plain token transfer to the receiving address through the wallet, then the hash is
 * reported to the server, which credits it after its confirmations (the watcher would too).
 */
export function useDeposit() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  // The read client follows the receipt; the wallet (loaded already when signed in) sends. Neither
  // needs wagmi's React hooks, so the tab does not wait for the wallet stack (decision 0012).
  const readClient = useReadClient()
  const loadWalletStack = useLoadWalletStack()
  return useMutation({
    mutationFn: async ({ contract, receiver, amount }: DepositInput): Promise<Hex> => {
      if (!readClient) throw new DepositTransferError('no chain config yet')
      const walletClient = await (await loadWalletStack()).walletClient()
      if (!walletClient.account) throw new DepositTransferError('no wallet account')
      // With the chain given, viem refuses to send from a wallet on another network.
      const hash = await walletClient.writeContract({ account: walletClient.account, chain: readClient.chain, address: contract, abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })
      const receipt = await readClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new DepositTransferError(`deposit ${hash} reverted`)
      await markEntry(hash)
      return hash
    },
    onSuccess: () => toastSuccess(t('funds.depositSent')),
    onError: (error) => {
      if (isUserRejection(error)) toastError(t('d186'))
      // The api client already told the user about its own failures.
      else if (!(error instanceof ApiError)) toastError(t('d82'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [fundsKey] }),
  })
}
