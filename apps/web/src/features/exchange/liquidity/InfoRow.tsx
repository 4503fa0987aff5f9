/** One label/value line of an info panel (a `dl`). */
export function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
