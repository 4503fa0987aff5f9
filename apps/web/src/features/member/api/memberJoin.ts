import { useMutation, useQueryClient } from '@tanstack/react-query'
import { smEntryMark, smJoin, smJoinSignedParams, type SmPayType } from '@hapdex/core/api/sm'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { memberKey } from './memberQueries.ts'

export interface MemberJoinInput {
  pay_type: SmPayType
  /** The fee after the discount as the server sent it: signed, so the wallet shows what is charged. */
  pay_amount: string
}

/** Signs `SM Join`, then pays the fee from the custodial balance. */
export async function sendMemberJoin(input: MemberJoinInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.smJoin, params: smJoinSignedParams(input), signMessage })
  return apiRequest(smJoin, { ...input, ...signed })
}

export function useMemberJoin() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: MemberJoinInput) => sendMemberJoin(input, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey }),
  })
}

/** Reports the hash of a payment made on chain (entry mark); the server checks it against what our watcher saw. */
export function useMemberEntryMark() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (txHash: string) => apiRequest(smEntryMark, { tx_hash: txHash }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey }),
  })
}
