import { z } from 'zod'
import { amount, calendarDay, int4Id, INT4_MAX, pageNumber, pageSize, text } from './fields.ts'
import { programmeNames, type ProgrammeName } from '../programmes/programmeConfigs.ts'
import { defineEndpoint } from './endpoint.ts'
import { decimalAmount, signedDecimalAmount } from './wallet.ts'

/** Operator calls of the programme base: configuration with history, treasury and pools, settlement runs, the clock. */

const configHistoryEntry = z.lazy(() =>
  z.object({
    version: z.number().int(),
    changed_by: z.string(),
    changed_at: z.string(),
    old: z.record(z.string(), z.unknown()),
    new: z.record(z.string(), z.unknown()),
  }),
)

export const programmeConfigView = z.lazy(() =>
  z.object({
    name: z.string(),
    /** 0 while the defaults were never changed. */
    version: z.number().int(),
    config: z.record(z.string(), z.unknown()),
    history: z.array(configHistoryEntry),
  }),
)

export function adminProgrammeConfigGet(name: ProgrammeName) {
  return defineEndpoint({
    method: 'GET',
    path: `/admin/programmes/${name}`,
    auth: true,
    summary: `The ${name} programme's configuration, its version and its change history (newest first)`,
    schemas: () => ({
    input: z.object({}),
    output: programmeConfigView,
  }),
  })
}

export function adminProgrammeConfigSave(name: ProgrammeName) {
  return defineEndpoint({
    method: 'POST',
    path: `/admin/programmes/${name}`,
    auth: true,
    summary: `Change fields of the ${name} configuration; validated by its schema (400 names the field, nothing changes). With version, refused unless it is current.`,
    schemas: () => ({
    input: z.object({ config: z.record(text(100), z.unknown()), version: z.number().int().min(0).max(INT4_MAX).optional() }),
    output: programmeConfigView,
  }),
  })
}

export const adminProgrammeConfigEndpoints = programmeNames.map((name) => ({ name, get: adminProgrammeConfigGet(name), save: adminProgrammeConfigSave(name) }))

/** System accounts operators fund and read: the treasury, each programme's pool, burned, income. */
export const systemAccountName = z.lazy(() => z.string().regex(/^(treasury|burned|income|[a-z][a-z0-9_]{1,40}_pool)$/, 'treasury, burned, income or a <programme>_pool'))

export const adminPoolList = defineEndpoint({
  method: 'GET',
  path: '/admin/pools',
  auth: true,
  summary: 'Balances of the treasury, the programme pools, burned and income, per token; the pools to fund and the tokens',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      list: z.array(z.object({ account: z.string(), token: z.string(), token_id: z.number().int(), balance: signedDecimalAmount })),
      /** Every programme pool the registry declares, funded yet or not: what the console offers to fund. */
      pools: z.array(z.object({ pool: z.string(), programme: z.string() })),
      /** The tokens an operator can move, by id and symbol. */
      tokens: z.array(z.object({ id: z.number().int(), symbol: z.string() })),
      /** Rewards pools could not pay on their day, oldest first: paid, whole per day, once the pool holds them (decision 0045). */
      owed: z.array(z.object({ job: z.string(), day: z.string(), pool: z.string(), token: z.string(), amount: decimalAmount, users: z.number().int() })),
    }),
  }),
})

const tokenAmountInput = z.object({
  token_id: int4Id,
  /** Whole tokens as a decimal string. */
  amount,
  memo: text(200, { trim: true }).default(''),
  /** The caller's key for this one funding: a second submit with the same key moves nothing. */
  idempotency_key: text(100, { min: 8, trim: true }),
})

export const adminTreasuryCredit = defineEndpoint({
  method: 'POST',
  path: '/admin/treasury/credit',
  auth: true,
  summary: 'Record an operator deposit into the treasury (booked against operator_funding)',
  schemas: () => ({
    input: tokenAmountInput,
    output: z.object({ account: z.literal('treasury'), token_id: z.number().int(), balance: decimalAmount }),
  }),
})

export const adminPoolFund = defineEndpoint({
  method: 'POST',
  path: '/admin/pools/fund',
  auth: true,
  summary: "Move treasury funds into a programme's pool (refused beyond the treasury's balance)",
  schemas: () => ({
    // As the registry names pools (base/registry): nft_rank_pool is one.
    input: tokenAmountInput.extend({ pool: z.string().regex(/^[a-z][a-z0-9_]{1,40}_pool$/, 'a <programme>_pool') }),
    output: z.object({ account: z.string(), token_id: z.number().int(), balance: decimalAmount, treasury: decimalAmount }),
  }),
})

export const settlementStatuses = ['running', 'done', 'underfunded', 'failed', 'waiting'] as const
export type SettlementStatus = (typeof settlementStatuses)[number]

export const settlementRun = z.lazy(() =>
  z.object({
    id: z.number().int(),
    job: z.string(),
    /** The settled calendar day, YYYY-MM-DD in the settlement zone. */
    day: z.string(),
    status: z.enum(settlementStatuses),
    users: z.number().int(),
    /** Per token symbol, what the run paid out (empty when it posted nothing). */
    totals: z.record(z.string(), decimalAmount),
    /** Pool needed versus pool held, when underfunded; the error of a failed run. */
    detail: z.string(),
    attempts: z.number().int(),
    /** The configuration version of each programme the day was settled with. */
    config_versions: z.record(z.string(), z.number().int()),
    /** The USD price of each token the day was settled with (8 decimals, rounded down). */
    prices: z.record(z.string(), z.string()),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  }),
)

const dayInput = z.lazy(() => z.object({ job: text(60, { min: 1 }), day: calendarDay }))

export const adminSettlementRuns = defineEndpoint({
  method: 'GET',
  path: '/admin/settlement/runs',
  auth: true,
  summary: 'Settlement runs, newest day first; filter by job and status',
  schemas: () => ({
    input: z.object({
    job: text(60).optional(),
    status: z.enum(settlementStatuses).optional(),
    page: pageNumber,
    page_size: pageSize(20),
  }),
    /** next_days: per job, the first day not done (the day after its last run when all are; yesterday for a job never run). */
    output: z.object({ list: z.array(settlementRun), page: z.number().int(), page_size: z.number().int(), jobs: z.array(z.string()), next_days: z.record(z.string(), z.string()) }),
  }),
})

export const adminSettlementRun = defineEndpoint({
  method: 'POST',
  path: '/admin/settlement/run',
  auth: true,
  summary: 'Run one job for one ended day now (a done day posts nothing again)',
  schemas: () => ({
    input: dayInput,
    output: settlementRun,
  }),
})

export const adminSettlementRerun = defineEndpoint({
  method: 'POST',
  path: '/admin/settlement/rerun',
  auth: true,
  summary: 'Run again a failed or underfunded day',
  schemas: () => ({
    input: dayInput,
    output: settlementRun,
  }),
})

export const settlementDayPrice = z.lazy(() =>
  z.object({ day: z.string(), symbol: z.string(), price: z.string(), source: z.string(), recorded_at: z.string() }),
)

export const adminSettlementDayPrices = defineEndpoint({
  method: 'GET',
  path: '/admin/settlement/day-prices',
  auth: true,
  summary: 'The prices settlement days were settled with (or are fixed to), newest day first',
  schemas: () => ({
    input: z.object({ symbol: text(20).optional(), page: pageNumber, page_size: pageSize(20) }),
    output: z.object({ list: z.array(settlementDayPrice), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const adminSettlementDayPriceSet = defineEndpoint({
  method: 'POST',
  path: '/admin/settlement/day-price',
  auth: true,
  summary: "Fix the USD price a day with no price of its own is settled with (refused once the day's price is fixed)",
  schemas: () => ({
    input: z.object({ day: calendarDay, symbol: text(20, { min: 1 }), price: text(100, { min: 1 }) }),
    output: settlementDayPrice,
  }),
})

export const adminClock = defineEndpoint({
  method: 'GET',
  path: '/admin/clock',
  auth: true,
  summary: "The programmes' clock: now, today's settlement day, and the offset moved on the devnet",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ now: z.string(), day: z.string(), offset_seconds: z.number().int(), movable: z.boolean() }),
  }),
})

export const adminClockAdvance = defineEndpoint({
  method: 'POST',
  path: '/admin/clock/advance',
  auth: true,
  summary: "Devnet only: move the programmes' clock forward, then settle what became due",
  schemas: () => ({
    input: z.object({ seconds: z.number().int().min(1).max(400 * 86_400) }),
    output: z.object({ now: z.string(), day: z.string(), offset_seconds: z.number().int(), movable: z.boolean() }),
  }),
})
