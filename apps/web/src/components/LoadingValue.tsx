import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface LoadingValueProps {
  loading: boolean
  children?: ReactNode
  /** What is loading, for screen readers; "Loading" when not given. */
  label?: string
  /** The shimmer's width, about the value's: a word by default. */
  width?: string
  testId?: string
}

/** A value inside a line of text, or a one-word shimmer while it loads (not a "—" that reads as zero). */
export function LoadingValue({ loading, children, label, width, testId }: LoadingValueProps) {
  const { t } = useTranslation()
  if (!loading) return <>{children}</>
  return <span className="inline-skeleton" style={width === undefined ? undefined : { width }} role="status" aria-busy="true" aria-label={label ?? t('app.loading')} data-testid={testId} />
}
