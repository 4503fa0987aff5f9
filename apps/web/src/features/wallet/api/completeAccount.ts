import type { QueryClient } from '@tanstack/react-query'
import { registerEndpoint as register, bindRecommenderEndpoint as bindRecommender } from '../../../lib/endpoints.ts'
import { api, apiRequest } from '../../../lib/api.ts'
import { userInfoQueryOptions } from '../../../lib/user.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { translate } from '../../../i18n/i18n.ts'
import { inviteCodeFromUrl } from '../lib/inviteCodeFromUrl.ts'

/**
 * Spec 4, wallet connect: register the account, load the user, and bind the referrer of the
 * invite link automatically while none is bound. Failures were already toasted by the client.
 */
export async function completeAccount(queryClient: QueryClient, address: string, href = window.location.href): Promise<void> {
  await api(register, { address })
  const info = await queryClient.fetchQuery(userInfoQueryOptions(address))
  const inviteCode = inviteCodeFromUrl(href)
  if (info.parent_id !== 0 || !inviteCode) return
  const { msg } = await apiRequest(bindRecommender, { parent_addr: inviteCode })
  toastSuccess(successMessage(msg, translate('invite.bound')))
  await queryClient.invalidateQueries({ queryKey: ['uc'] })
}
