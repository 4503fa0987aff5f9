import { queryOptions, useQuery } from '@tanstack/react-query'
import { tokenQuote } from '@hapdex/core/api/token'
import { api } from '../../../lib/api.ts'
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint.ts'

/** Spec 2: the home quote list shows the first 4 entries. */
export const HOME_QUOTE_COUNT = 4

export const fetchQuotes = (signal?: AbortSignal) => api(tokenQuote, {}, signal ? { signal } : {})

export function quotesQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'quote'],
    queryFn: ({ signal }) => fetchQuotes(signal),
    select: (data) => data.list.slice(0, HOME_QUOTE_COUNT),
    staleTime: 60_000,
  })
}

/** Below the fold: asked for once the screen has painted, so it does not share the link with the banner. */
export function useQuotes() {
  return useQuery({ ...quotesQueryOptions(), enabled: useAfterFirstPaint() })
}
