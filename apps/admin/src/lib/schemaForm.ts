import { z } from 'zod'

/**
 * A form generated from a zod schema (a programme's configuration): each top-level field becomes
 * an input chosen by its JSON Schema (zod's own `toJSONSchema`, as the schema accepts input).
 * Refinements JSON Schema cannot say (a discount below 1, an end after a begin) stay with the
 * server, which validates the whole and answers `{code, msg}` naming the field.
 */
export type FieldKind =
  | { kind: 'select'; options: string[] }
  | { kind: 'integer'; min?: number | undefined; max?: number | undefined }
  | { kind: 'boolean' }
  | { kind: 'text'; decimal: boolean }
  /** An array of strings or whole numbers, typed comma-separated. */
  | { kind: 'list'; integers: boolean }
  /** Anything else (arrays of objects, nested objects): edited as JSON. */
  | { kind: 'json' }

export interface FormField {
  name: string
  kind: FieldKind
}

type JsonSchema = {
  type?: string
  enum?: unknown[]
  minimum?: number
  maximum?: number
  pattern?: string
  items?: JsonSchema
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
}

export function formFields(schema: z.ZodType): FormField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, kind: kindOf(property) }))
}

function kindOf(property: JsonSchema): FieldKind {
  if (Array.isArray(property.enum) && property.enum.every((value) => typeof value === 'string')) return { kind: 'select', options: property.enum as string[] }
  switch (property.type) {
    case 'integer':
      return { kind: 'integer', min: property.minimum, max: property.maximum }
    case 'boolean':
      return { kind: 'boolean' }
    case 'string':
      // Amounts and rates are decimal strings (never JS numbers): a phone shows its decimal keypad.
      return { kind: 'text', decimal: property.pattern?.startsWith('^\\d') === true || property.pattern?.startsWith('^[1-9]') === true }
    case 'array': {
      const item = property.items?.type
      return item === 'string' || item === 'integer' ? { kind: 'list', integers: item === 'integer' } : { kind: 'json' }
    }
  }
  // A union of strings ('' or an ISO instant) is typed as text.
  if (property.anyOf?.every((option) => option.type === 'string') === true) return { kind: 'text', decimal: false }
  return { kind: 'json' }
}

/** What an input shows for a stored value. */
export function toDraft(field: FormField, value: unknown): string | boolean {
  switch (field.kind.kind) {
    case 'boolean':
      return value === true
    case 'list':
      return Array.isArray(value) ? value.join(', ') : ''
    case 'json':
      return JSON.stringify(value, null, 2)
    default:
      return value === undefined || value === null ? '' : String(value)
  }
}

/** The value an input means, or why it cannot be read (the server checks everything else). */
export function fromDraft(field: FormField, draft: string | boolean): { value: unknown } | { error: 'json' | 'integer' } {
  const text = typeof draft === 'string' ? draft.trim() : ''
  switch (field.kind.kind) {
    case 'boolean':
      return { value: draft === true }
    case 'integer':
      return /^-?\d+$/.test(text) ? { value: Number(text) } : { error: 'integer' }
    case 'list': {
      const items = text === '' ? [] : text.split(',').map((item) => item.trim())
      if (!field.kind.integers) return { value: items }
      return items.every((item) => /^-?\d+$/.test(item)) ? { value: items.map(Number) } : { error: 'integer' }
    }
    case 'json':
      try {
        return { value: JSON.parse(text) as unknown }
      } catch {
        return { error: 'json' }
      }
    default:
      return { value: typeof draft === 'string' ? draft.trim() : draft }
  }
}

/** The fields whose value differs from the stored configuration: the save sends only those. */
export function patchOf(fields: readonly FormField[], config: Record<string, unknown>, drafts: Record<string, string | boolean>) {
  const patch: Record<string, unknown> = {}
  const errors: Record<string, 'json' | 'integer'> = {}
  for (const field of fields) {
    const draft = drafts[field.name]
    if (draft === undefined) continue
    const read = fromDraft(field, draft)
    if ('error' in read) errors[field.name] = read.error
    else if (JSON.stringify(read.value) !== JSON.stringify(config[field.name])) patch[field.name] = read.value
  }
  return { patch, errors }
}

/**
 * The server's 400 names each bad field: "Invalid request: u_rate: a decimal rate; pools.0.id: …".
 * Answers the message for each of the form's fields it names (the first segment of the path);
 * the console's own check of a request (api/dataProvider `checked`) words it the same way.
 */
export function fieldErrors(message: string, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {}
  for (const part of message.split('; ')) {
    for (const name of names) {
      // Field names are identifiers (\w only): safe inside a pattern.
      const match = new RegExp(`(?:^|[\\s:])(${name}(?:\\.[\\w.]+)?): (.+)$`).exec(part)
      if (match !== null && found[name] === undefined) found[name] = `${match[1]}: ${match[2]}`
    }
  }
  return found
}
