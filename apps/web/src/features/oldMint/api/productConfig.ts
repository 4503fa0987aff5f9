import { queryOptions, useQuery } from '@tanstack/react-query'
import { productConfig } from '@hapdex/core/api/product'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { oldMintKey } from './keys.ts'

export const fetchProductConfig = (signal?: AbortSignal) => api(productConfig, {}, signal ? { signal } : {})

/** can_buy, the referrer check and the release terms. */
export function productConfigQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...oldMintKey, 'config', address?.toLowerCase()], queryFn: ({ signal }) => fetchProductConfig(signal), enabled: address !== undefined })
}

export function useProductConfig() {
  const session = useSession()
  return useQuery(productConfigQueryOptions(session?.address))
}
