import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A value inside a line of text, or a one-word shimmer while it loads (not a "—" that reads as zero). */
export function LoadingValue({ loading, children, testId }: { loading: boolean; children: ReactNode; testId?: string }) {
  const { t } = useTranslation()
  if (!loading) return <>{children}</>
  return <span className="funds-inline-loading" role="status" aria-busy="true" aria-label={t('app.loading')} data-testid={testId} />
}
