import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from './walletHooks.ts'
import { fundConfig, fundJoin, fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { translate } from '../i18n/i18n.ts'
import { api, apiRequest } from './api.ts'
import { successMessage } from './serverMessage.ts'
import { useSession } from './session.ts'
import { signAction, type SignActionParameters } from './signedAction.ts'
import { toastSuccess } from './toast.ts'

/**
 * The foundation fund is joined from the invitation screen and from liquidity mining; both read
 * its config and the caller's share under this key, so a join on one refreshes what either shows.
 */
export const fundKey = ['fund'] as const

export const fetchFundConfig = (signal?: AbortSignal) => api(fundConfig, {}, signal ? { signal } : {})

/** Status ('0' closed, '1' open, '2' joined), one share's price and how it splits. */
export function fundConfigQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...fundKey, 'config', address?.toLowerCase()], queryFn: ({ signal }) => fetchFundConfig(signal), enabled: address !== undefined })
}

export function useFundConfig() {
  const session = useSession()
  return useQuery(fundConfigQueryOptions(session?.address))
}

/** Signs `Circulation Fund Join` over the number of shares, then buys them with usable HAP. */
export async function sendFundJoin(num: number, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.circulationFundJoin, params: fundJoinSignedParams({ num }), signMessage })
  return apiRequest(fundJoin, { num, ...signed })
}

export function useFundJoin() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (num: number) => sendFundJoin(num, (message) => signMessage({ message })),
    // Said here, not in mutate's callbacks: the refetch below swaps the join form for the new share,
    // and a mutate callback of an unmounted form never runs (the join would go unannounced).
    onSuccess: ({ msg }) => toastSuccess(successMessage(msg, translate('fund.joined'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKey }),
  })
}
