import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address, Hex, WalletClient } from 'viem'
import { siteConfigQueryOptions } from './siteConfig.ts'
import { loadWalletStack, useWalletConnection } from './walletState.ts'
import type { WalletStack } from './walletStack.ts'

/**
 * The wallet stack for this page's chain, loaded on first use. The header is there before the
 * site config (which carries the chain): a tap that early waits for the config, it does not fail.
 */
export function useLoadWalletStack(): () => Promise<WalletStack> {
  const queryClient = useQueryClient()
  return useCallback(async () => loadWalletStack((await queryClient.fetchQuery(siteConfigQueryOptions())).chain), [queryClient])
}

export interface SignMessageParameters {
  message: string
  account?: Address | undefined
}

/**
 * personal_sign through the connected wallet, in wagmi's `useSignMessage().mutateAsync` shape. The
 * wallet stack loads on the first signature if it has not yet.
 */
export function useSignMessage(): { mutateAsync: (parameters: SignMessageParameters) => Promise<Hex> } {
  const load = useLoadWalletStack()
  const mutateAsync = useCallback(async (parameters: SignMessageParameters) => (await load()).signMessage(parameters), [load])
  return { mutateAsync }
}

/** The connected wallet's client for sending, in wagmi's `useWalletClient` shape; none while disconnected. */
export function useWalletClient(): { data: WalletClient | undefined } {
  const { status, address, chainId } = useWalletConnection()
  const load = useLoadWalletStack()
  const { data } = useQuery({
    queryKey: ['wallet', 'walletClient', address, chainId],
    queryFn: async () => (await load()).walletClient(),
    enabled: status === 'connected' && address !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    // A client is not data: nothing to compare between fetches.
    structuralSharing: false,
  })
  return { data: status === 'connected' ? data : undefined }
}
