import type { ReactNode } from 'react'

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
      <img className="empty-state-image" src={`${import.meta.env.BASE_URL}illustrations/empty.svg`} alt="" width={200} height={160} />
      <h1 className="empty-state-title">{title}</h1>
      {description ? <p className="empty-state-text">{description}</p> : null}
      {action}
    </section>
  )
}
