import * as api from '@hapdex/core/api/programmes'
import { defaultProgrammeConfig } from '@hapdex/core/programmes/programmeConfigs'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { ApiError } from '../../http/apiError.ts'
import type { Db } from '../../db/database.ts'
import type { Notifications } from '../../db/notifications.ts'
import { adminEndpoints } from '../../modules/admin/adminGuard.ts'
import { audited, writeAuditEntry } from '../../modules/admin/audit/operatorAudit.ts'
import { catalogToken, parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { addDays } from '../../modules/token/tokenContext.ts'
import { dayIn } from './clock.ts'
import { dayPriceView, fixDayPrice, listDayPrices, parseDayPrice } from './dayPrices.ts'
import { lockStoredConfig } from './config/programmeConfig.repo.ts'
import { isProgrammePool, programmePools } from '../../modules/wallet/systemPurposes.ts'
import { creditTreasury, fundPool, programmeAccounts } from './pools/pools.service.ts'
import { lockSystemAccount } from './pools/systemBalance.ts'
import type { ProgrammeContext } from './programmeContext.ts'
import { owedDays } from './settlement/owedRewardsPayer.ts'
import type { SettlementRunner } from './settlement/settlementRunner.ts'
import { findRun, firstOpenDay, listRuns, type SettlementRunRow } from './settlement/settlementRuns.repo.ts'

/** Operator endpoints of the programme base: configuration, treasury and pools, settlement runs, the devnet clock. */
export function registerProgrammeAdminRoutes(app: FastifyInstance, config: Config, ctx: ProgrammeContext, runner: SettlementRunner, notifications: Notifications): void {
  const admin = adminEndpoints(app, { config, db: ctx.db, tokens: ctx.tokens })
  for (const { name, get, save } of api.adminProgrammeConfigEndpoints) {
    admin(get, () => ctx.configs.view(name))
    const subject = (actor: string) => ({ actor, action: 'programme.config', target: `programme_config:${name}` })
    // The audit records the version and the whole configuration, before and after, beside the history.
    const read = async (trx: Db) => {
      // Under the row's lock (as save takes it): a concurrent save waits, so the entry's before is what this save changed.
      await lockStoredConfig(trx, name, defaultProgrammeConfig(name))
      const { version, config } = await ctx.configs.view(name, trx)
      return { version, config }
    }
    admin(save, async ({ input, user }) => {
      const saved = await audited(ctx.db, subject(user.address), read, (trx) => ctx.configs.save(name, input.config, user.address, input.version, trx), { onlyChanges: true })
      // Every process reads the configuration through its own cache (programmeConfigStore.ts).
      await notifications.publish('settings.changed', { area: 'programme', name })
      return saved
    })
  }

  admin(api.adminPoolList, async () => {
    const [{ list }, pools, tokens, owed] = await Promise.all([programmeAccounts(ctx), programmePools(ctx.db), ctx.tokens.all(), owedDays(ctx.db)])
    const owedView = owed.map((entry) => {
      const token = catalogToken(tokens, entry.tokenId)
      return { job: entry.job, day: entry.day, pool: entry.pool, token: token.symbol, amount: toDecimal(entry.amount, token), users: entry.users }
    })
    return { list, pools, tokens: tokens.map((token) => ({ id: token.id, symbol: token.symbol })), owed: owedView }
  })
  // Funding is audited with the balances it moves, read under the rows' locks (treasury first, as
  // fundPool takes them): a double submit waits, finds its key posted, changes nothing and writes no entry.
  // The token is the one the route read before the transaction (PGlite has the transaction's connection only).
  const balances = (token: { id: number; symbol: string; decimals: number }, accounts: readonly string[]) => async (trx: Db) => {
    const read: Record<string, string> = { token: token.symbol }
    for (const account of accounts) read[account] = toDecimal(await lockSystemAccount(trx, account, token.id), token)
    return read
  }
  admin(api.adminTreasuryCredit, async ({ input, user }) => {
    const token = await ctx.tokens.byId(input.token_id)
    const move = { tokenId: token.id, amount: parsePositiveAmount(input.amount, token), by: user.address, memo: input.memo, key: input.idempotency_key }
    const subject = { actor: user.address, action: 'treasury.credit', target: `treasury:${token.symbol}` }
    const balance = await audited(ctx.db, subject, balances(token, ['treasury']), (trx) => creditTreasury(ctx, move, trx), { onlyChanges: true })
    return { account: 'treasury' as const, token_id: token.id, balance: toDecimal(balance, token) }
  })
  admin(api.adminPoolFund, async ({ input, user }) => {
    const token = await ctx.tokens.byId(input.token_id)
    const move = { pool: input.pool, tokenId: token.id, amount: parsePositiveAmount(input.amount, token), by: user.address, memo: input.memo, key: input.idempotency_key }
    // An unknown pool is refused before any row is locked (or created) for it.
    if (!(await isProgrammePool(ctx.db, input.pool))) throw new ApiError('programme.pool_unknown', { detail: input.pool })
    const subject = { actor: user.address, action: 'pool.fund', target: `${input.pool}:${token.symbol}` }
    const moved = await audited(ctx.db, subject, balances(token, ['treasury', input.pool]), (trx) => fundPool(ctx, move, trx), { onlyChanges: true })
    return { account: input.pool, token_id: token.id, balance: toDecimal(moved.pool, token), treasury: toDecimal(moved.treasury, token) }
  })

  admin(api.adminSettlementRuns, async ({ input }) => {
    const yesterday = addDays(await runner.today(), -1)
    const next_days: Record<string, string> = {}
    for (const job of runner.jobs) next_days[job.name] = (await firstOpenDay(ctx.db, job.name)) ?? yesterday
    return {
      list: (await listRuns(ctx.db, { job: input.job, status: input.status, limit: input.page_size, offset: (input.page - 1) * input.page_size })).map(runView),
      page: input.page,
      page_size: input.page_size,
      jobs: runner.jobs.map((job) => job.name),
      next_days,
    }
  })
  // A run is audited in the transaction that records its outcome (done, underfunded or failed), with the run as it stood before.
  // `recorded`: this call recorded the outcome (another caller, or the day being done already, leaves it false).
  const settleAudited = async (action: string, job: string, day: string, actor: string) => {
    const before = await findRun(ctx.db, job, day)
    const subject = { actor, action, target: `settlement_run:${job}:${day}` }
    let recorded = false
    const run = await runner.settleDay(job, day, async (trx, outcome) => {
      recorded = true
      await writeAuditEntry(trx, subject, before === undefined ? null : runView(before), runView(outcome))
    })
    return { run: runView(run), recorded }
  }
  admin(api.adminSettlementRun, async ({ input, user }) => (await settleAudited('settlement.run', input.job, input.day, user.address)).run)
  admin(api.adminSettlementRerun, async ({ input, user }) => {
    runner.job(input.job)
    const existing = await findRun(ctx.db, input.job, input.day)
    if (existing === undefined || (existing.status !== 'failed' && existing.status !== 'underfunded')) throw new ApiError('settlement.not_rerunnable', { detail: existing?.status ?? 'never run' })
    const { run, recorded } = await settleAudited('settlement.rerun', input.job, input.day, user.address)
    // The worker (it looks every 2 s) or another operator settled the day between the check and this run: this call ran nothing, so it does not answer "ran again".
    if (!recorded && run.status === 'done') throw new ApiError('settlement.not_rerunnable', { detail: 'done' })
    return run
  })

  admin(api.adminSettlementDayPrices, async ({ input }) => ({
    list: await listDayPrices(ctx.db, { symbol: input.symbol, limit: input.page_size, offset: (input.page - 1) * input.page_size }),
    page: input.page,
    page_size: input.page_size,
  }))
  // For a day no snapshot, pair or earlier price can price (it waits, saying so): fixed once, audited; the day then settles on the next pass.
  admin(api.adminSettlementDayPriceSet, async ({ input, user }) => {
    const price = parseDayPrice(input.price)
    const symbols = new Set((await ctx.tokens.all()).map((token) => token.symbol))
    if (!symbols.has(input.symbol) || input.symbol === 'USDT') throw new ApiError('wallet.token_unknown', { detail: input.symbol })
    if (input.day >= (await runner.today())) throw new ApiError('settlement.day_open', { detail: input.day })
    const subject = { actor: user.address, action: 'settlement.day_price', target: `day_price:${input.symbol}:${input.day}` }
    return audited(ctx.db, subject, (trx) => dayPriceView(trx, input.day, input.symbol), async (trx) => {
      if (!(await fixDayPrice(trx, { day: input.day, symbol: input.symbol, price, source: 'operator', at: ctx.clock.now() }))) throw new ApiError('settlement.price_fixed', { detail: `${input.symbol} on ${input.day}` })
      return (await dayPriceView(trx, input.day, input.symbol))!
    })
  })

  const clockView = async () => {
    const zone = (await ctx.configs.get('settlement')).time_zone
    const now = ctx.clock.now()
    return { now: now.toISOString(), day: dayIn(now, zone), offset_seconds: ctx.movableClock?.offsetSeconds() ?? 0, movable: ctx.movableClock !== undefined }
  }
  admin(api.adminClock, clockView)
  admin(api.adminClockAdvance, async ({ input, user }) => {
    if (ctx.movableClock === undefined) throw new ApiError('clock.fixed')
    const before = await clockView()
    ctx.movableClock.advance(input.seconds)
    // The devnet clock lives in memory: its entry is written once it moved (the runs it settles are their own records).
    await writeAuditEntry(ctx.db, { actor: user.address, action: 'clock.advance', target: 'clock' }, before, await clockView())
    // What became due is settled now, so a devnet user sees the day's rewards at once.
    await runner.settleDueDays()
    return clockView()
  })
}

export function runView(run: SettlementRunRow) {
  return {
    id: Number(run.id),
    job: run.job,
    day: run.day,
    status: run.status,
    users: run.users,
    totals: run.totals,
    detail: run.detail,
    attempts: run.attempts,
    config_versions: run.config_versions,
    prices: run.prices,
    started_at: run.started_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
  }
}
