import { lazy, Suspense, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { Button } from '../components/Button.tsx'
import { Card } from '../components/Card.tsx'
import { Skeleton } from '../components/Skeleton.tsx'
import { Toaster } from '../components/Toaster.tsx'
import { i18n } from '../i18n/i18n.ts'
import { useSiteConfig } from '../lib/siteConfig.ts'
import { LanguageMenu } from './shell/LanguageMenu.tsx'

// Started at module load so the chain chunk downloads while the config request is in flight.
const walletRootModule = import('./WalletRoot.tsx')
const WalletRoot = lazy(() => walletRootModule)

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Boot />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  )
}

/** Site config first (it carries the chain), then the wallet and the router. */
function Boot() {
  const config = useSiteConfig()
  if (config.isPending) return <BootFrame>{<BootLoading />}</BootFrame>
  if (config.isError) return <BootFrame>{<BootError retrying={config.isFetching} onRetry={() => void config.refetch()} />}</BootFrame>
  return (
    <Suspense fallback={<BootFrame>{<BootLoading />}</BootFrame>}>
      <WalletRoot chain={config.data.chain} />
    </Suspense>
  )
}

function BootFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="app-column">
      <header className="app-header">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt={t('app.name')} width={28} height={28} />
        <span className="brand-name">{t('app.name')}</span>
        <span className="header-spacer" />
        <LanguageMenu />
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
    </div>
  )
}

function BootLoading() {
  const { t } = useTranslation()
  return <Skeleton label={t('app.loading')} rows={4} />
}

function BootError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation()
  return (
    <Card className="boot-error" role="alert" data-testid="boot-error">
      <img src={`${import.meta.env.BASE_URL}illustrations/empty.svg`} alt="" width={160} height={128} />
      <h1 className="empty-state-title">{t('app.bootError')}</h1>
      <p className="muted">{t('app.bootErrorHint')}</p>
      <Button onClick={onRetry} loading={retrying} data-testid="boot-retry">
        {t('app.retry')}
      </Button>
    </Card>
  )
}
