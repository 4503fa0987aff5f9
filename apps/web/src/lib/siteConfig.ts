import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteConfigEndpoint } from './endpoints.ts'
import { api } from './api.ts'

/** Site config: domain, image domain, chat URL and the chain config the wallet is built from. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['basic', 'config'],
    queryFn: ({ signal }) => api(siteConfigEndpoint, {}, { signal }),
    // It changes only with a deployment.
    staleTime: Infinity,
  })
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions())
}
