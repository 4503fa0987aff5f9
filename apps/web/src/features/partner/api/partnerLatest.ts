import { queryOptions, useQuery } from '@tanstack/react-query'
import { partnerLatest } from '@hapdex/core/api/partner'
import { api } from '../../../lib/api.ts'
import { partnerKey } from './keys.ts'

export const partnerLatestQueryOptions = () =>
  queryOptions({ queryKey: [...partnerKey, 'latest'], queryFn: ({ signal }) => api(partnerLatest, {}, { signal }) })

export const usePartnerLatest = () => useQuery(partnerLatestQueryOptions())
