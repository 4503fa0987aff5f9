import type { Endpoint } from '@hapdex/core/api/endpoint'
import type { z } from 'zod'

/** Test helpers of the hostile-input walk (not a test file itself). */

/**
 * One hostile value: `json` is the raw JSON text put in a body (so numbers beyond a double, such
 * as 1e400, reach the parser as written), `query` the text(s) put in a query string; undefined
 * leaves the field out.
 */
export interface HostileValue {
  label: string
  json: string | undefined
  query: string | readonly string[] | undefined
}

const value = (label: string, json: string | undefined, query: string | readonly string[] | undefined = json): HostileValue => ({ label, json, query })
const text = (label: string, content: string): HostileValue => value(label, JSON.stringify(content), content)

/** A mixed-case address whose EIP-55 checksum is wrong: one letter of a valid one flipped. */
export const BAD_CHECKSUM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** What an attacker and a careless user send: out-of-range numbers, NUL, huge texts and amounts, wrong types. */
export const hostileValues: readonly HostileValue[] = [
  value('missing', undefined),
  value('2^31', '2147483648'),
  value('-1', '-1'),
  value('-2^31-1', '-2147483649'),
  value('2^53+1', '9007199254740993'),
  value('1e400', '1e400'),
  value('80-digit number', '9'.repeat(80)),
  value('1.5', '1.5'),
  text('"2^31"', '2147483648'),
  text('"NaN"', 'NaN'),
  text('"Infinity"', 'Infinity'),
  text('80-digit amount', '9'.repeat(80)),
  text('60-digit amount', '9'.repeat(60)),
  text('amount 1e-80', `0.${'0'.repeat(79)}1`),
  text('"1,5"', '1,5'),
  text('"1e3"', '1e3'),
  text('" 1 "', ' 1 '),
  text('"-0"', '-0'),
  text('"0x10"', '0x10'),
  text('fullwidth digit', '１'),
  text('NUL inside', 'a\u0000b'),
  text('NUL alone', '\u0000'),
  text('line break', '1\n2'),
  text('line separator', 'a\u2028b'),
  text('lone surrogate', 'a\ud800b'),
  text('10 000 characters', 'x'.repeat(10_000)),
  text('empty', ''),
  text('bad checksum address', BAD_CHECKSUM_ADDRESS),
  text('zero address', ZERO_ADDRESS),
  text('impossible day', '2026-02-30'),
  text('day 9999-99-99', '9999-99-99'),
  text('year 0 time', '0000-01-01T00:00:00Z'),
  text('far time', '9999-12-31T23:59:59Z'),
  value('empty array', '[]', []),
  value('array', '["1",2]', ['1', '2']),
  value('object', '{"a":1}', undefined),
  value('__proto__ object', '{"__proto__":{"x":1}}', undefined),
  value('NUL key object', '{"\\u0000":"\\u0000"}', undefined),
  value('null', 'null', undefined),
  value('true', 'true', 'true'),
]

/** Whole bodies that are not an object at all. */
export const hostileBodies: readonly HostileValue[] = [
  value('body []', '[]'),
  value('body "x"', '"x"'),
  value('body null', 'null'),
  value('body 1e400', '1e400'),
  value('body deep', `${'['.repeat(5000)}${']'.repeat(5000)}`),
]

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The object an endpoint's input validates, through optional, default and pipe wrappers. */
export function inputShape(endpoint: Endpoint): Record<string, z.ZodType> {
  let schema: z.ZodType = endpoint.input
  for (;;) {
    const def = defOf(schema)
    if (def.type === 'object') return (schema as z.ZodObject).shape
    const next = def.innerType ?? def.in
    if (next === undefined) return {}
    schema = next
  }
}

/** Candidates tried in order for a field's valid base value: the first its schema accepts. */
export function baseValue(name: string, schema: z.ZodType, named: Record<string, unknown>): unknown {
  const candidates = [named[name], '1', 1, 0, true, '2026-03-01', named['address'], [], {}]
  for (const candidate of candidates) {
    if (candidate === undefined) continue
    if (schema.safeParse(candidate).success) return candidate
  }
  return undefined
}

/** Percent-encoding; a lone surrogate, which has no UTF-8 form, goes as the invalid bytes a client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`
  }
}

/** A query string: arrays repeat the key, values are percent-encoded (so NUL arrives as %00). */
export function queryString(query: Record<string, string | readonly string[] | undefined>): string {
  const parts: string[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue
    for (const item of typeof raw === 'string' ? [raw] : raw) parts.push(`${encode(key)}=${encode(item)}`)
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}

/** A JSON body from raw JSON texts per key (undefined leaves the key out). */
export function jsonBody(fields: Record<string, string | undefined>): string {
  const members = Object.entries(fields).flatMap(([key, json]) => (json === undefined ? [] : [`${JSON.stringify(key)}:${json}`]))
  return `{${members.join(',')}}`
}
