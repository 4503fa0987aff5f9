import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpWalletRecordTypes } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchRecordTypes = (signal?: AbortSignal) => api(bpWalletRecordTypes, {}, signal ? { signal } : {})

/** The reward types' names in the caller's language. */
export function bpWalletRecordTypesQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'record-types', address?.toLowerCase()], queryFn: ({ signal }) => fetchRecordTypes(signal), enabled: address !== undefined })
}

export function useRecordTypes() {
  const session = useSession()
  return useQuery(bpWalletRecordTypesQueryOptions(session?.address))
}
