import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { Endpoint } from './endpoint.ts'
import { accountAddress, amount, calendarDay, INT4_MAX, text } from './fields.ts'
import * as adminApi from './admin.ts'
import * as authApi from './auth.ts'
import * as basicApi from './basic.ts'
import * as bpApi from './bp.ts'
import * as circulationApi from './circulation.ts'
import * as exchangeApi from './exchange.ts'
import * as feedbackApi from './feedback.ts'
import * as inviteApi from './invite.ts'
import * as minerApi from './miner.ts'
import * as pledgeApi from './pledge.ts'
import * as productApi from './product.ts'
import * as programmesApi from './programmes.ts'
import * as signedActionApi from './signedAction.ts'
import * as tokenApi from './token.ts'
import * as transferApi from './transfer.ts'
import * as uploadApi from './upload.ts'
import * as userApi from './user.ts'
import * as walletApi from './wallet.ts'
import * as withdrawApi from './withdraw.ts'

const modules: Record<string, Record<string, unknown>> = { admin: adminApi, auth: authApi, basic: basicApi, bp: bpApi, circulation: circulationApi, exchange: exchangeApi, feedback: feedbackApi, invite: inviteApi, miner: minerApi, pledge: pledgeApi, product: productApi, programmes: programmesApi, signedAction: signedActionApi, token: tokenApi, transfer: transferApi, upload: uploadApi, user: userApi, wallet: walletApi, withdraw: withdrawApi }
const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value
const endpoints = [
  ...Object.values(modules).flatMap((module) => Object.values(module).filter(isEndpoint)),
  ...programmesApi.adminProgrammeConfigEndpoints.flatMap(({ get, save }) => [get, save]),
]

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; coerce?: boolean }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The leaves of an input: strings and numbers, through wrappers, arrays and unions. */
function leaves(schema: z.ZodType, path: string): Array<{ path: string; schema: z.ZodType; kind: string; coerce: boolean }> {
  const def = defOf(schema)
  if (def.type === 'object') return Object.entries((schema as z.ZodObject).shape).flatMap(([key, value]) => leaves(value, `${path}.${key}`))
  if (def.innerType !== undefined) return leaves(def.innerType, path)
  // A transform's input leaf, checked through the whole pipe (the transform may refuse what its input took).
  if (def.type === 'pipe' && def.in !== undefined) return leaves(def.in, path).map((leaf) => ({ ...leaf, schema }))
  if (def.type === 'array' && def.element !== undefined) return leaves(def.element, `${path}[]`)
  if (def.type === 'union' && def.options !== undefined) return def.options.flatMap((option) => leaves(option, path))
  return [{ path, schema, kind: def.type, coerce: def.coerce === true }]
}

describe('every endpoint input is bounded by the shared field types', () => {
  const all = endpoints.flatMap((endpoint) => leaves(endpoint.input, endpoint.path))

  it('walks every endpoint (the server walks every registered route with hostile values too)', () => {
    expect(endpoints.length).toBeGreaterThan(100)
  })

  it('refuses NUL and texts of 200 001 characters in every string field', () => {
    const open = all.filter(({ kind, schema }) => kind === 'string' && (schema.safeParse('a\u0000b').success || schema.safeParse('x'.repeat(200_001)).success))
    expect(open.map(({ path }) => path)).toEqual([])
  })

  it('refuses integers beyond PostgreSQL integer in every number field', () => {
    const open = all.filter(({ kind, schema, coerce }) => {
      if (kind !== 'number') return false
      const values = coerce ? ['2147483648', '-2147483649', '1e400'] : [INT4_MAX + 1, -INT4_MAX - 2, Number.POSITIVE_INFINITY]
      return values.some((value) => schema.safeParse(value).success)
    })
    expect(open.map(({ path }) => path)).toEqual([])
  })
})

/** The API error a failed check answers with (`answers` in fields.ts). */
const keys = (result: { error?: { issues: readonly object[] } | undefined }) => (result.error?.issues ?? []).map((issue) => (issue as { params?: { apiError?: string } }).params?.apiError)

describe('shared field types', () => {
  it('text refuses NUL and unpaired surrogates, keeps pairs', () => {
    expect(text(10).safeParse('a\u0000').success).toBe(false)
    expect(text(10).safeParse('a\ud800').success).toBe(false)
    expect(text(10).safeParse('a😀').success).toBe(true)
    expect(text(3, { trim: true, min: 1 }).parse('  ab  ')).toBe('ab')
  })

  it('amount takes only the canonical spelling, and answers with its own keys', () => {
    expect(amount.safeParse('1.5').success).toBe(true)
    for (const typed of ['1,5', '1.50', '01', ' 1', '-1', '1e3']) {
      expect(keys(amount.safeParse(typed))).toEqual(['wallet.amount_format'])
    }
    expect(keys(amount.safeParse('9'.repeat(31)))).toEqual(['wallet.amount_too_large'])
  })

  it('accountAddress refuses a wrong checksum and the zero address', () => {
    expect(accountAddress.safeParse('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').success).toBe(true)
    expect(accountAddress.safeParse('0x70997970c51812dc3a010c7d01b50e0d17dc79c8').success).toBe(true)
    expect(keys(accountAddress.safeParse('0x70997970C51812dc3A010C7d01b50e0d17dc79c8'))).toEqual(['wallet.address_checksum'])
    expect(keys(accountAddress.safeParse(`0x${'0'.repeat(40)}`))).toEqual(['wallet.address_reserved'])
  })

  it('calendarDay takes days that exist', () => {
    expect(calendarDay.safeParse('2024-02-29').success).toBe(true)
    expect(calendarDay.safeParse('2026-02-30').success).toBe(false)
    expect(calendarDay.safeParse('9999-99-99').success).toBe(false)
  })
})
