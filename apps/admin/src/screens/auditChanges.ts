/** A field an action changed, as text for the log's summary. */
export interface FieldChange {
  field: string
  before: string
  after: string
}

const asText = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

/** The top-level fields whose value differs between the record before and after the action. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const record = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})
  const [old, next] = [record(before), record(after)]
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])]
  return fields.filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field])).map((field) => ({ field, before: asText(old[field]), after: asText(next[field]) }))
}
