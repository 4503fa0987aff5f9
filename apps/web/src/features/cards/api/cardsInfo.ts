import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardsInfo } from '@hapdex/core/api/cards'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { cardsKey } from './keys.ts'

export const fetchCardsInfo = (signal?: AbortSignal) => api(cardsInfo, {}, signal ? { signal } : {})

export function cardsInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...cardsKey, 'info', address?.toLowerCase()], queryFn: ({ signal }) => fetchCardsInfo(signal), enabled: address !== undefined })
}

/** The star, both liquidities, the card and the dividends of the last settled day. */
export function useCardsInfo() {
  const session = useSession()
  return useQuery(cardsInfoQueryOptions(session?.address))
}
