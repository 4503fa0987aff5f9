import { sql } from 'kysely'
import type { FigureGroup, FigureRound } from '../../../modules/metrics/figureRound.ts'
import { secondsSince } from '../../../modules/metrics/figureSources.ts'
import { dayBounds } from '../clock.ts'
import type { ProgrammeContext } from '../programmeContext.ts'

/** Every status a run can be in (migration 0039): each is reported, 0 when no run has it. */
const runStatuses = ['running', 'done', 'underfunded', 'failed', 'waiting'] as const

/**
 * Settlement runs by status, and per job how long its oldest open day (a run not done) and its
 * last done day have been over, measured from the day's end in the settlement time zone on the
 * programmes' clock. A day the runner never reached has no run: the last done day's age shows it.
 */
export function settlementFigures(round: FigureRound, ctx: ProgrammeContext): FigureGroup {
  const runs = round.gauge({ name: 'hapdex_settlement_runs', help: 'Settlement runs (one per job and day) by status: running, done, underfunded (waits for its pool), failed (tried again), waiting (inputs still arriving).', labelNames: ['status'] })
  const oldestOpen = round.gauge({
    name: 'hapdex_settlement_oldest_open_day_age_seconds',
    help: "Seconds since the end of a job's oldest day whose run is not done, by job; absent for a job with every run done.",
    labelNames: ['job'],
  })
  const lastDone = round.gauge({
    name: 'hapdex_settlement_last_done_day_age_seconds',
    help: "Seconds since the end of a job's latest done day, by job: a day and the runner's interval when it keeps up.",
    labelNames: ['job'],
  })
  return {
    name: 'settlement',
    gauges: [runs, oldestOpen, lastDone],
    async read() {
      const [counts, jobs, settlement] = await Promise.all([
        sql<{ status: string; runs: string }>`select status, count(*)::text as runs from settlement_runs group by status`.execute(ctx.db),
        // `day` as text: a driver's Date of a date column is a local midnight, shifted in other zones.
        sql<{ job: string; open_day: string | null; done_day: string | null }>`
          select job, (min(day) filter (where status <> 'done'))::text as open_day, (max(day) filter (where status = 'done'))::text as done_day
          from settlement_runs group by job`.execute(ctx.db),
        ctx.configs.get('settlement'),
      ])
      const now = ctx.clock.now()
      const endOf = (day: string) => dayBounds(day, settlement.time_zone).end
      return () => {
        for (const status of runStatuses) runs.set({ status }, 0)
        for (const row of counts.rows) runs.set({ status: row.status }, Number(row.runs))
        for (const row of jobs.rows) {
          if (row.open_day !== null) oldestOpen.set({ job: row.job }, secondsSince(endOf(row.open_day), now))
          if (row.done_day !== null) lastDone.set({ job: row.job }, secondsSince(endOf(row.done_day), now))
        }
      }
    },
  }
}
