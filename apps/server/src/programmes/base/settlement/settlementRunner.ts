import { ApiError } from '../../../http/apiError.ts'
import { toDecimal, type TokenSettings } from '../../../modules/wallet/tokenCatalog.ts'
import { addDays, dayBounds, dayIn } from '../clock.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import type { SettlementJob } from './settlementJob.ts'
import { createSettlementLines, postSettlementLines, UnderfundedError } from './settlementLines.ts'
import { claimRun, findRun, finishRun, firstOpenDay, recordUnfinishedRun, type SettlementRunRow } from './settlementRuns.repo.ts'

/** Days one pass catches up at most per job; a longer gap takes a few passes. */
const MAX_DAYS_PER_PASS = 400

export interface SettlementRunner {
  jobs: readonly SettlementJob[]
  job(name: string): SettlementJob
  /** Runs one job for one ended day; a done day answers its run and posts nothing. */
  settleDay(job: string, day: string): Promise<SettlementRunRow>
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

  const runner: SettlementRunner = {
    jobs,
    job,
    today,
    async settleDay(name, day) {
      const settled = job(name)
      if (day >= (await today())) throw new ApiError('settlement.day_open', { detail: day })
      return settleOneDay(ctx, settled, day, await zone())
    },
    async settleDueDays() {
      const runs: SettlementRunRow[] = []
      const yesterday = addDays(await today(), -1)
      for (const settled of jobs) {
        let day = (await firstOpenDay(ctx.db, settled.name)) ?? yesterday
        for (let count = 0; day <= yesterday && count < MAX_DAYS_PER_PASS; count++, day = addDays(day, 1)) {
          const run = await settleOneDay(ctx, settled, day, await zone())
          runs.push(run)
          if (run.status !== 'done') break
        }
      }
      return runs
    },
  }
  return runner
}

async function settleOneDay(ctx: ProgrammeContext, job: SettlementJob, day: string, zone: string): Promise<SettlementRunRow> {
  const done = await findRun(ctx.db, job.name, day)
  if (done?.status === 'done') return done
  const { start, end } = dayBounds(day, zone)
  const postedAt = ctx.clock.now()
  const settlementDay = { ctx, day, start, end, postedAt }
  try {
    // Read before the transaction: inside it, only its own connection may be used.
    const [prepared, tokens] = await Promise.all([job.prepare(settlementDay), ctx.tokens.all()])
    const run = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await claimRun(trx, job.name, day, postedAt)
      if (claimed === undefined) return undefined
      await createSettlementLines(trx)
      const outcome = await job.settle(trx, settlementDay, prepared)
      const posted = await postSettlementLines(trx, { key: `settle:${job.name}:${day}`, kind: job.name, postedAt })
      await job.afterPosting?.(trx, settlementDay, posted.transactionId)
      return finishRun(trx, claimed.id, { users: outcome.users, totals: totalsBySymbol(tokens, posted.paid), detail: outcome.detail ?? '', transactionId: posted.transactionId, at: ctx.clock.now() })
    })
    return run ?? (await findRun(ctx.db, job.name, day))!
  } catch (error) {
    if (error instanceof UnderfundedError) return recordUnfinishedRun(ctx.db, job.name, day, 'underfunded', await underfundedDetail(ctx, error), ctx.clock.now())
    const message = error instanceof ApiError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return recordUnfinishedRun(ctx.db, job.name, day, 'failed', message.slice(0, 2000), ctx.clock.now())
  }
}

function totalsBySymbol(tokens: readonly TokenSettings[], paid: Map<number, bigint>): Record<string, string> {
  const totals: Record<string, string> = {}
  for (const [tokenId, amount] of paid) {
    const token = tokens.find((candidate) => candidate.id === tokenId) ?? { symbol: String(tokenId), decimals: 18 }
    totals[token.symbol] = toDecimal(amount, token)
  }
  return totals
}

async function underfundedDetail(ctx: ProgrammeContext, error: UnderfundedError): Promise<string> {
  const token = await ctx.tokens.byId(error.tokenId)
  return `${error.account} holds ${toDecimal(error.held, token)} ${token.symbol}, the day needs ${toDecimal(error.needed, token)}`
}
