import type { ReactNode } from 'react'

/** A card-sized statement in place of a section: not available, signed out, nothing of yours. */
export function SectionNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="card earn-note muted" data-testid={testId}>
      {children}
    </p>
  )
}
