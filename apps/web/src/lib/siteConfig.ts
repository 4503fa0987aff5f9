import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteConfigEndpoint } from './endpoints.ts'
import { api } from './api.ts'

/** Site config: domain, image domain, chat URL and the chain config the wallet is built from. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['basic', 'config'],
    // Not given the query's signal: a query that reads it is cancelled when its last reader unmounts
    // mid-request (a screen swapped during the first load), and the next reader requests it again.
    // Every screen needs this answer, so the one request always finishes (the api's timeout still ends it).
    queryFn: () => api(siteConfigEndpoint, {}),
    // It changes only with a deployment.
    staleTime: Infinity,
  })
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions())
}
