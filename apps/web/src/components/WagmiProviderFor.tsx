import { use, type ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { loadWalletStack } from '../lib/walletState.ts'

/**
 * wagmi's context over the page's one wallet stack. Not WagmiProvider: its mount hydrates the
 * config again (and, without a reconnect, clears the connections the stack has restored).
 */
export default function WagmiProviderFor({ chain, children }: { chain: ChainConfig; children: ReactNode }) {
  const stack = use(loadWalletStack(chain))
  return <WagmiContext.Provider value={stack.config}>{children}</WagmiContext.Provider>
}
