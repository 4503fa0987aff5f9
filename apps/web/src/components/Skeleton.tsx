export interface SkeletonProps {
  rows?: number
  label: string
}

/** Placeholder rows while data loads; announced once as busy, not row by row. */
export function Skeleton({ rows = 3, label }: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row" style={{ width: `${92 - index * 14}%` }} />
      ))}
    </div>
  )
}
