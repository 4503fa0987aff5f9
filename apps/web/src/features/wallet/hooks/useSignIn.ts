import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { useSiteConfig } from '../../../lib/siteConfig.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { toastError } from '../../../lib/toast.ts'
import { signIn } from '../api/signIn.ts'
import { completeAccountOnce } from './completeAccountOnce.ts'

export const signInMutationKey = ['auth', 'signIn'] as const

/** Signs the account in (SIWE), then registers it and applies an invite link. */
export function useSignIn() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  // Signing in happens inside the routes, after the site config has arrived.
  const chainId = useSiteConfig().data?.chain.chainId ?? 0
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: (address: `0x${string}`) =>
      signIn({ address, chainId, signMessage: (message) => signMessage({ message, account: address }) }),
    onSuccess: (session) => completeAccountOnce(queryClient, session.address),
    // Api failures were toasted by the client; a wallet refusal gets its own words.
    onError: (error) => {
      if (!(error instanceof ApiError)) toastError(t('wallet.signInFailed'))
    },
  })
}
