import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteConfig } from '../lib/siteConfig.ts'
import { Skeleton } from './Skeleton.tsx'

const WagmiProviderFor = lazy(() => import('./WagmiProviderFor.tsx'))

/**
 * For the screens that still call wagmi's React hooks (earn, the funds tabs): loads the wallet
 * stack and provides its config before rendering them. New code uses `lib/walletState` and
 * `lib/walletHooks` instead, which load nothing until a wallet is there (docs/decisions/0012).
 */
export function WagmiBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const chain = useSiteConfig().data?.chain
  const loading = <Skeleton label={t('app.loading')} rows={4} />
  if (!chain) return loading
  return (
    <Suspense fallback={loading}>
      <WagmiProviderFor chain={chain}>{children}</WagmiProviderFor>
    </Suspense>
  )
}
