import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { erc20Abi, type Address, type Hex } from 'viem'
import { useChains, useConfig, useWriteContract } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { ApiError } from '../../../lib/api.ts'
import { isUserRejection } from '../../../lib/signedAction.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
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
  const config = useConfig()
  const chainId = useChains()[0].id
  const { mutateAsync: writeContract } = useWriteContract()
  return useMutation({
    mutationFn: async ({ contract, receiver, amount }: DepositInput): Promise<Hex> => {
      const hash = await writeContract({ chainId, address: contract, abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })
      const receipt = await waitForTransactionReceipt(config, { chainId, hash })
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
