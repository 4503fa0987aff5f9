import type { ReactNode } from 'react'
import { EmptyIllustration } from './EmptyIllustration.tsx'

export interface EmptyStateProps {
  title: string
  description?: string
  /** One action, as the design asks. */
  action?: ReactNode
  testId?: string
}

export function EmptyState({ title, description, action, testId }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid={testId}>
      <EmptyIllustration className="empty-state-image" width={200} />
      <h1 className="empty-state-title">{title}</h1>
      {description ? <p className="empty-state-text">{description}</p> : null}
      {action}
    </section>
  )
}
