import type { ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import type { Db } from '../../../db/database.ts'
import { ApiError } from '../../../http/apiError.ts'
import { formatUsd } from '../../../modules/token/usdPrices.ts'
import { catalogToken, toDecimal, type TokenSettings } from '../../../modules/wallet/tokenCatalog.ts'
import { addDays, dayBounds, dayIn } from '../clock.ts'
import { priceOfDay } from '../dayPrices.ts'
import { fundedBalance } from '../pools/systemBalance.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import { DayNotReadyError } from './dayNotReady.ts'
import { sweepIncoming } from './incomingSweep.ts'
import type { SettlementDay, SettlementJob } from './settlementJob.ts'
import { owedDetail, payOwedRewards } from './owedRewardsPayer.ts'
import { createSettlementLines, postSettlementLines, UnderfundedError } from './settlementLines.ts'
import { claimRun, findRun, finishRun, firstOpenDay, markRunsSwept, recordUnfinishedRun, runsAwaitingSweep, type RunInputs, type SettlementRunRow, type UnfinishedRun } from './settlementRuns.repo.ts'

/**
 * Called in the transaction that writes the run's outcome (done, or underfunded / failed after the
 * posting rolled back): an operator's run is audited in it. Not called when nothing was written
 * (a done day, a day still underfunded, a run another process claimed).
 */
export type RunRecorder = (trx: Db, run: SettlementRunRow) => Promise<void>

/** Days one pass catches up at most per job; a longer gap takes a few passes. */
const MAX_DAYS_PER_PASS = 400

export interface SettlementRunner {
  jobs: readonly SettlementJob[]
  job(name: string): SettlementJob
  /**
   * Runs one job for one ended day; a done day answers its run and posts nothing. A day after the
   * job's first open day is refused (`settlement.day_out_of_order`): days are settled in order.
   */
  settleDay(job: string, day: string, record?: RunRecorder): Promise<SettlementRunRow>
  /** Every job, every ended day not yet done, oldest first; a job stops at its first day that is not done. */
  settleDueDays(): Promise<SettlementRunRow[]>
  /** The day the clock is in, in the settlement zone. */
  today(): Promise<string>
}

export function createSettlementRunner(ctx: ProgrammeContext, jobs: readonly SettlementJob[]): SettlementRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]))
  const job = (name: string) => {
    const found = byName.get(name)
    if (found === undefined) throw new ApiError('settlement.job_unknown', { detail: name })
    return found
  }
  const zone = async () => (await ctx.configs.get('settlement')).time_zone
  const today = async () => dayIn(ctx.clock.now(), await zone())
  const settle = async (settled: SettlementJob, day: string, record?: RunRecorder) => {
    const current = await today()
    return settleOneDay(ctx, settled, { day, zone: await zone(), onTime: day === addDays(current, -1) }, record)
  }

  return {
    jobs,
    job,
    today,
    async settleDay(name, day, record) {
      const settled = job(name)
      if (day >= (await today())) throw new ApiError('settlement.day_open', { detail: day })
      const open = await firstOpenDay(ctx.db, settled.name)
      if (open !== undefined && day > open) throw new ApiError('settlement.day_out_of_order', { detail: `settle ${open} first` })
      const run = await settle(settled, day, record)
      await payOwedRewards(ctx)
      await sweepIfDue(ctx)
      return run
    },
    async settleDueDays() {
      const runs: SettlementRunRow[] = []
      const yesterday = addDays(await today(), -1)
      for (const settled of jobs) {
        let day = (await firstOpenDay(ctx.db, settled.name)) ?? yesterday
        for (let count = 0; day <= yesterday && count < MAX_DAYS_PER_PASS; count++, day = addDays(day, 1)) {
          const run = await settle(settled, day)
          runs.push(run)
          if (run.status !== 'done') break
        }
      }
      await payOwedRewards(ctx)
      await sweepIfDue(ctx)
      return runs
    },
  }
}

interface DayToSettle {
  day: string
  zone: string
  /** The day has just ended, so the live price is its closing price. */
  onTime: boolean
}

async function settleOneDay(ctx: ProgrammeContext, job: SettlementJob, { day, zone, onTime }: DayToSettle, record?: RunRecorder): Promise<SettlementRunRow> {
  const found = await findRun(ctx.db, job.name, day)
  if (found?.status === 'done') return found
  if (found !== undefined && (await stillUnderfunded(ctx, found))) return found
  const inputs: RunInputs = { configVersions: {}, prices: {} }
  const settlementDay = daySettledWith(ctx, inputs, { day, zone, onTime })
  try {
    // Read before the transaction: inside it, only its own connection may be used.
    const [prepared, tokens] = await Promise.all([job.prepare(settlementDay), ctx.tokens.all()])
    const run = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await claimRun(trx, job.name, day, settlementDay.postedAt)
      if (claimed === undefined) return undefined
      await createSettlementLines(trx, { job: job.name, day, at: settlementDay.postedAt })
      const outcome = await job.settle(trx, settlementDay, prepared)
      const owed = await owedDetail(trx, tokens, job.name, day)
      const posted = await postSettlementLines(trx, { key: `settle:${job.name}:${day}`, kind: job.name, postedAt: settlementDay.postedAt })
      await job.afterPosting?.(trx, settlementDay, posted.transactionId)
      const finished = await finishRun(trx, claimed.id, { users: outcome.users, totals: totalsBySymbol(tokens, posted.paid), detail: [outcome.detail, owed].filter(Boolean).join('; '), transactionId: posted.transactionId, inputs, incoming: posted.incoming, at: ctx.clock.now() })
      await record?.(trx, finished)
      return finished
    })
    return run ?? (await findRun(ctx.db, job.name, day))!
  } catch (error) {
    const at = ctx.clock.now()
    const unfinished = (outcome: UnfinishedRun) =>
      record === undefined
        ? recordUnfinishedRun(ctx.db, job.name, day, outcome)
        : ctx.db.transaction().execute(async (trx) => {
            const run = await recordUnfinishedRun(trx, job.name, day, outcome)
            await record(trx, run)
            return run
          })
    // A day whose inputs are still arriving stays open: the next pass tries it again, and stops the job there as any day not done does.
    if (error instanceof DayNotReadyError) return unfinished({ status: 'waiting', detail: error.message, inputs, at })
    if (error instanceof UnderfundedError) {
      const shortfall = { purpose: error.account, tokenId: error.tokenId, needed: error.needed }
      return unfinished({ status: 'underfunded', detail: await underfundedDetail(ctx, error), inputs, shortfall, at })
    }
    const message = error instanceof ApiError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return unfinished({ status: 'failed', detail: message.slice(0, 2000), inputs, at })
  }
}

/**
 * Sweeps only after a run booked usable credits (or a sweep was cut short): runs read before the
 * sweep are marked swept after it, and a run committed meanwhile keeps its mark for the next pass.
 */
async function sweepIfDue(ctx: ProgrammeContext): Promise<void> {
  const due = await runsAwaitingSweep(ctx.db)
  if (due.length === 0) return
  await sweepIncoming(ctx.db, ctx.clock.now())
  await markRunsSwept(ctx.db, due)
}

/**
 * An underfunded day is tried again only once its pool holds what the day needed: its inputs are
 * fixed (records of the day, configuration and price of the day), so the need does not change,
 * and redoing the whole day's work every pass would find the same shortfall.
 */
async function stillUnderfunded(ctx: ProgrammeContext, run: SettlementRunRow): Promise<boolean> {
  if (run.status !== 'underfunded' || run.shortfall_purpose === null || run.shortfall_token_id === null || run.shortfall_needed === null) return false
  return (await fundedBalance(ctx.db, run.shortfall_purpose, run.shortfall_token_id)) < BigInt(run.shortfall_needed)
}

function daySettledWith(ctx: ProgrammeContext, inputs: RunInputs, { day, zone, onTime }: DayToSettle): SettlementDay {
  const { start, end } = dayBounds(day, zone)
  return {
    ctx,
    day,
    start,
    end,
    postedAt: ctx.clock.now(),
    async config<N extends ProgrammeName>(name: N) {
      const { version, config } = await ctx.configs.at(name, end)
      inputs.configVersions[name] = version
      return config
    },
    async price(symbol) {
      const price = await priceOfDay(ctx, { day, symbol, onTime, end })
      inputs.prices[symbol] = formatUsd(price)
      return price
    },
  }
}

function totalsBySymbol(tokens: readonly TokenSettings[], paid: Map<number, bigint>): Record<string, string> {
  const totals: Record<string, string> = {}
  for (const [tokenId, amount] of paid) {
    const token = catalogToken(tokens, tokenId)
    totals[token.symbol] = toDecimal(amount, token)
  }
  return totals
}

async function underfundedDetail(ctx: ProgrammeContext, error: UnderfundedError): Promise<string> {
  const token = await ctx.tokens.byId(error.tokenId)
  return `${error.account} holds ${toDecimal(error.held, token)} ${token.symbol}, the day needs ${toDecimal(error.needed, token)}`
}
