import { RouterProvider } from 'react-router/dom'
import { WagmiProvider } from 'wagmi'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { wagmiConfigFor } from '../lib/wagmi.ts'
import { router } from './router.tsx'

/**
 * Everything that needs the chain: loaded as its own chunk once the site config has arrived,
 * because the wallet config is built from the deployment's chain config at run time.
 */
export default function WalletRoot({ chain }: { chain: ChainConfig }) {
  return (
    <WagmiProvider config={wagmiConfigFor(chain)}>
      <RouterProvider router={router} />
    </WagmiProvider>
  )
}
