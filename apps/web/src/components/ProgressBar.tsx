export interface ProgressBarProps {
  /** Whole percent, 0 to 100. */
  percent: number
  label: string
  testId?: string
}

/** A thin bar with its value announced as a progressbar; the caller computes the percent exactly. */
export function ProgressBar({ percent, label, testId }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, percent))
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} data-testid={testId}>
      <div className="progress-fill" style={{ width: `${value}%` }} />
    </div>
  )
}
