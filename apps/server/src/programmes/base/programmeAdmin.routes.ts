import * as api from '@hapdex/core/api/programmes'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { ApiError } from '../../http/apiError.ts'
import { adminEndpoints } from '../../modules/admin/adminGuard.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { dayIn } from './clock.ts'
import { creditTreasury, fundPool, programmeAccounts } from './pools/pools.service.ts'
import type { ProgrammeContext } from './programmeContext.ts'
import type { SettlementRunner } from './settlement/settlementRunner.ts'
import { findRun, listRuns, type SettlementRunRow } from './settlement/settlementRuns.repo.ts'

/** Operator endpoints of the programme base: configuration, treasury and pools, settlement runs, the devnet clock. */
export function registerProgrammeAdminRoutes(app: FastifyInstance, config: Config, ctx: ProgrammeContext, runner: SettlementRunner): void {
  const admin = adminEndpoints(app, config)
  for (const { name, get, save } of api.adminProgrammeConfigEndpoints) {
    admin(get, () => ctx.configs.view(name))
    admin(save, ({ input, user }) => ctx.configs.save(name, input.config, user.address, input.version))
  }

  admin(api.adminPoolList, () => programmeAccounts(ctx))
  admin(api.adminTreasuryCredit, async ({ input, user }) => {
    const token = await ctx.tokens.byId(input.token_id)
    const balance = await creditTreasury(ctx, { tokenId: token.id, amount: parsePositiveAmount(input.amount, token), by: user.address, memo: input.memo, key: input.idempotency_key })
    return { account: 'treasury' as const, token_id: token.id, balance: toDecimal(balance, token) }
  })
  admin(api.adminPoolFund, async ({ input, user }) => {
    const token = await ctx.tokens.byId(input.token_id)
    const balances = await fundPool(ctx, { pool: input.pool, tokenId: token.id, amount: parsePositiveAmount(input.amount, token), by: user.address, memo: input.memo, key: input.idempotency_key })
    return { account: input.pool, token_id: token.id, balance: toDecimal(balances.pool, token), treasury: toDecimal(balances.treasury, token) }
  })

  admin(api.adminSettlementRuns, async ({ input }) => ({
    list: (await listRuns(ctx.db, { job: input.job, status: input.status, limit: input.page_size, offset: (input.page - 1) * input.page_size })).map(runView),
    page: input.page,
    page_size: input.page_size,
    jobs: runner.jobs.map((job) => job.name),
  }))
  admin(api.adminSettlementRun, async ({ input }) => runView(await runner.settleDay(input.job, input.day)))
  admin(api.adminSettlementRerun, async ({ input }) => {
    runner.job(input.job)
    const existing = await findRun(ctx.db, input.job, input.day)
    if (existing === undefined || (existing.status !== 'failed' && existing.status !== 'underfunded')) throw new ApiError('settlement.not_rerunnable', { detail: existing?.status ?? 'never run' })
    return runView(await runner.settleDay(input.job, input.day))
  })

  const clockView = async () => {
    const zone = (await ctx.configs.get('settlement')).time_zone
    const now = ctx.clock.now()
    return { now: now.toISOString(), day: dayIn(now, zone), offset_seconds: ctx.movableClock?.offsetSeconds() ?? 0, movable: ctx.movableClock !== undefined }
  }
  admin(api.adminClock, clockView)
  admin(api.adminClockAdvance, async ({ input }) => {
    if (ctx.movableClock === undefined) throw new ApiError('clock.fixed')
    ctx.movableClock.advance(input.seconds)
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
