import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { bindRecommenderEndpoint as bindRecommender, userInfoEndpoint as userInfo } from './endpoints.ts'
import { api, apiRequest } from './api.ts'
import { useSession } from './session.ts'

/** The signed-in user (invite_code, parent_id); shared by the shell, the wallet and later areas. */
export function userInfoQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['uc', 'info', address?.toLowerCase()],
    queryFn: ({ signal }) => api(userInfo, {}, { signal }),
    enabled: address !== undefined,
  })
}

export function useUserInfo() {
  const session = useSession()
  return useQuery(userInfoQueryOptions(session?.address))
}

/** Binds a referrer; the entered text is sent as is (spec 5), the server decides. */
export function useBindRecommender() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (parentAddr: string) => apiRequest(bindRecommender, { parent_addr: parentAddr }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['uc'] }),
  })
}
