import { Suspense, useDeferredValue, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { Skeleton } from '../../components/Skeleton.tsx'
import { useSiteConfig } from '../../lib/siteConfig.ts'
import { EmptyIllustration } from '../../components/EmptyIllustration.tsx'

/**
 * The screens need the site config (it carries the chain): until it arrives the content area says
 * it is loading, and if it cannot be had it says so with a retry. The shell around stays usable.
 */
export function SiteConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const config = useSiteConfig()
  // The screen mounts in a background render that yields to the browser every few milliseconds,
  // not inside the urgent update that delivered the config: on a slow phone that update would be
  // the whole screen's first render and commit in one long task.
  const status = useDeferredValue(config.status)
  if (status === 'pending') return <Skeleton label={t('app.loading')} rows={4} />
  if (status === 'error') return <BootError retrying={config.isFetching} onRetry={() => void config.refetch()} />
  return <Suspense fallback={<Skeleton label={t('app.loading')} rows={4} />}>{children}</Suspense>
}

function BootError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation()
  return (
    <Card className="boot-error" role="alert" data-testid="boot-error">
      <EmptyIllustration width={160} />
      <h1 className="empty-state-title">{t('app.bootError')}</h1>
      <p className="muted">{t('app.bootErrorHint')}</p>
      <Button onClick={onRetry} loading={retrying} data-testid="boot-retry">
        {t('app.retry')}
      </Button>
    </Card>
  )
}
