import { queryOptions, useQuery } from '@tanstack/react-query'
import { tokenQuote } from '@hapdex/core/api/token'
import { api } from '../../../lib/api.ts'
import { flashExchangeKey } from './keys.ts'

export const fetchTokenQuotes = (signal?: AbortSignal) => api(tokenQuote, {}, signal ? { signal } : {})

/** The pools' USD prices of the listed tokens: the flash rate is shown beside the pool price (issue 17). */
export function tokenQuotesQueryOptions() {
  return queryOptions({ queryKey: [flashExchangeKey, 'quote'], queryFn: ({ signal }) => fetchTokenQuotes(signal), staleTime: 60_000 })
}

export const useTokenQuotes = () => useQuery(tokenQuotesQueryOptions())
