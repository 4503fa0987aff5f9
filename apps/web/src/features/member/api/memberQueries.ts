import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { smChildren, smConfig, smDiscount, smSummary, type SmPayType } from '@hapdex/core/api/sm'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'

export type MemberConfig = EndpointOutput<typeof smConfig>

/** Config, summary, discount and children live under one key: a join changes all of them. */
export const memberKey = ['member'] as const

/** The window and fees (public), with status '5' once the account joined: keyed by account. */
export const memberConfigQueryOptions = (address: string | undefined) =>
  queryOptions({ queryKey: [...memberKey, 'config', address?.toLowerCase()], queryFn: ({ signal }) => api(smConfig, {}, { signal }) })

export function useMemberConfig() {
  const session = useSession()
  return useQuery(memberConfigQueryOptions(session?.address))
}

export function useMemberSummary() {
  const session = useSession()
  return useQuery({ queryKey: [...memberKey, 'summary', session?.address.toLowerCase()], queryFn: ({ signal }) => api(smSummary, {}, { signal }), enabled: session !== null })
}

/** childlist: a page at a time, the next as the list's end scrolls into view. */
export function useMemberChildren() {
  const session = useSession()
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...memberKey, 'children', session?.address.toLowerCase()],
      queryFn: ({ pageParam, signal }) => api(smChildren, { page: pageParam, page_size: LIST_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: session !== null,
    }),
  )
}

/** The account's discount and the fee after it, for the pay type chosen in the popup. */
export function useMemberDiscount(payType: SmPayType) {
  const session = useSession()
  return useQuery({ queryKey: [...memberKey, 'discount', session?.address.toLowerCase(), payType], queryFn: ({ signal }) => api(smDiscount, { pay_type: payType }, { signal }), enabled: session !== null })
}
