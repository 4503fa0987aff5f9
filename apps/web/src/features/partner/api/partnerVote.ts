import { queryOptions, useQuery } from '@tanstack/react-query'
import { partnerVoteInfo, partnerVoteStatus, partnerVoteSummary } from '@hapdex/core/api/partner'
import { api } from '../../../lib/api.ts'
import { partnerKey } from './keys.ts'

export const voteInfoQueryOptions = () => queryOptions({ queryKey: [...partnerKey, 'vote', 'info'], queryFn: ({ signal }) => api(partnerVoteInfo, {}, { signal }) })
export const voteSummaryQueryOptions = () => queryOptions({ queryKey: [...partnerKey, 'vote', 'summary'], queryFn: ({ signal }) => api(partnerVoteSummary, {}, { signal }) })

export const useVoteInfo = () => useQuery(voteInfoQueryOptions())
export const useVoteSummary = () => useQuery(voteSummaryQueryOptions())

/** Asked when a vote button is pressed (spec 3, "Vote status"), never cached: it decides whether to sign. */
export const fetchVoteStatus = () => api(partnerVoteStatus, {})
