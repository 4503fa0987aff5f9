import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Endpoint } from '@hapdex/core/api/endpoint'
import { envelope, errorEnvelope } from '@hapdex/core/api/envelope'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toSerializationSchema } from './serializationSchema.ts'
import { createSerializerCompiler } from './serializerCompiler.ts'

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test' })
const fast = (schema: z.ZodType) => createSerializerCompiler({ verify: false })(route(schema))
const reference = (schema: z.ZodType) => zodSerializerCompiler(route(schema))

/** Both serializers on the same value: the fast one must be compiled and write the same text. */
function expectSameText(schema: z.ZodType, value: unknown): void {
  expect(toSerializationSchema(schema), 'compiled').toBeDefined()
  expect(fast(schema)(value)).toBe(reference(schema)(value))
}

async function coreEndpoints(): Promise<Endpoint[]> {
  const dir = fileURLToPath(new URL('../../../../packages/core/src/api/', import.meta.url))
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const modules = await Promise.all(files.map((file) => import(`${dir}${file}`) as Promise<Record<string, unknown>>))
  return modules.flatMap((module) =>
    Object.values(module).filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'output' in value),
  )
}

describe('createSerializerCompiler', () => {
  it('compiles the error envelope and every core endpoint but those it cannot reproduce', async () => {
    expect(toSerializationSchema(errorEnvelope)).toBeDefined()
    const endpoints = await coreEndpoints()
    expect(endpoints.length).toBeGreaterThan(60)
    const kept = endpoints.filter((endpoint) => toSerializationSchema(envelope(endpoint.output)) === undefined).map((endpoint) => endpoint.path)
    // /basic/config: an optional key before required ones; /token/chart: a union of two objects;
    // /withdraw/configs: a defaulted key (payout_eta_seconds, which the web defaults for an older server);
    // /admin/audit/list: before / after are whatever record an action changed (z.unknown);
    // /admin/requests…: a request's payload and outcome are whatever body and answer its action has.
    expect(kept.sort()).toEqual(['/admin/audit/list', '/admin/requests', '/admin/requests/approve', '/admin/requests/reject', '/basic/config', '/token/chart', '/withdraw/configs'])
  })

  it('writes strings as JSON.stringify does, escapes and surrogates included', () => {
    const schema = z.object({ text: z.string() })
    const texts = ['', 'plain', 'quote " and \\ backslash', 'tab\tnew\nline\u0000', '中文 한국어 日本語 🙂', 'lone \ud800 surrogate', '\u2028\u2029', 'x'.repeat(45), `${'y'.repeat(100)}"`, 'z'.repeat(6000)]
    for (const text of texts) expectSameText(schema, { text })
  })

  it('writes numbers as JSON.stringify does', () => {
    const numbers = z.object({ n: z.number() })
    for (const n of [0, -0, 1.5, -3.25, 1e21, 1e-7, 0.1 + 0.2]) expectSameText(numbers, { n })
    const integers = z.object({ i: z.number().int() })
    for (const i of [0, -0, 42, -7, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) expectSameText(integers, { i })
  })

  it('drops keys the schema does not name, at every depth, and keeps its key order', () => {
    const schema = z.object({ b: z.string(), a: z.object({ y: z.number(), x: z.boolean() }), list: z.array(z.object({ id: z.number() })) })
    expectSameText(schema, { secret: 's', a: { x: true, hidden: 1, y: 2 }, list: [{ id: 1, extra: 'e' }, { id: 2 }], b: 'b' })
  })

  it('writes optional keys only when present', () => {
    const schema = z.object({ id: z.number(), note: z.string().optional(), tag: z.string().nullable().optional() })
    for (const value of [{ id: 1 }, { id: 1, note: undefined }, { id: 1, note: 'n', tag: null }, { id: 1, tag: 't' }]) expectSameText(schema, value)
  })

  it('writes nullable values, scalar and object', () => {
    const schema = z.object({ who: z.string().regex(/^0x/).nullable(), info: z.object({ level: z.number() }).nullable(), n: z.number().nullable() })
    expectSameText(schema, { who: null, info: null, n: null })
    expectSameText(schema, { who: '0xabc', info: { level: 2, extra: 1 }, n: 5 })
  })

  it('writes literals, enums, unions of one scalar type and records', () => {
    const schema = z.object({
      ok: z.literal(true),
      status: z.literal('2'),
      level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      hash: z.union([z.string().regex(/^0x[0-9a-f]{64}$/), z.literal('')]),
      lang: z.enum(['en-US', 'zh-CN']),
      pairs: z.record(z.string(), z.array(z.object({ id: z.number() }))),
      none: z.null(),
    })
    expectSameText(schema, { ok: true, status: '2', level: 1, hash: '', lang: 'zh-CN', pairs: { 10: [{ id: 1, x: 0 }], b: [], a: [{ id: 2 }] }, none: null })
  })

  it('keeps zod for schemas it cannot reproduce exactly', () => {
    const cannot = {
      transform: z.object({ n: z.string().transform((text) => text.length) }),
      date: z.object({ at: z.date() }),
      bigint: z.object({ n: z.bigint() }),
      'default value': z.object({ n: z.number().default(1) }),
      'union of objects': z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
      'union of types': z.object({ v: z.union([z.string(), z.number()]) }),
      tuple: z.object({ t: z.tuple([z.string(), z.number()]) }),
      'optional key first': z.object({ a: z.string().optional(), b: z.string() }),
      'loose object': z.looseObject({ a: z.string() }),
      'enum-keyed record': z.object({ r: z.record(z.enum(['a', 'b']), z.number()) }),
      'unknown value': z.object({ u: z.unknown() }),
    }
    for (const [name, schema] of Object.entries(cannot)) expect(toSerializationSchema(schema), name).toBeUndefined()
    const kept = z.object({ at: z.date() })
    expect(fast(kept)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}')
  })

  it('in verify mode, fails on data zod rejects, as zod alone did', () => {
    const verified = createSerializerCompiler({ verify: true })(route(z.object({ n: z.number() })))
    expect(verified({ n: 1 })).toBe('{"n":1}')
    expect(() => verified({ n: '1' })).toThrow()
  })
})
