import { sql } from 'kysely'
import type { FigureGroup, FigureRound } from '../../../modules/metrics/figureRound.ts'
import { secondsSince } from '../../../modules/metrics/figureSources.ts'
import type { ProgrammeContext } from '../programmeContext.ts'

/**
 * The outbox's backlog: jobs still to succeed, jobs given up (dead: for reconciliation), and how
 * long the oldest job still to succeed has waited, on the programmes' clock its rows are stamped with.
 */
export function outboxFigures(round: FigureRound, ctx: ProgrammeContext): FigureGroup {
  const jobs = round.gauge({
    name: 'hapdex_outbox_jobs',
    help: 'Outbox jobs by status: pending (due or waiting to be retried), dead (given up: the other side refused, or attempts ran out and reconciliation decides).',
    labelNames: ['status'],
  })
  const oldest = round.gauge({ name: 'hapdex_outbox_oldest_pending_age_seconds', help: 'Age of the oldest pending outbox job, from when the change that called for it committed; absent with none pending.' })
  return {
    name: 'outbox',
    gauges: [jobs, oldest],
    async read() {
      // Done jobs are most of the table and none of the backlog: the status index skips them.
      const { rows } = await sql<{ pending: string; dead: string; oldest: Date | null }>`
        select count(*) filter (where status = 'pending')::text as pending, count(*) filter (where status = 'dead')::text as dead,
          min(created_at) filter (where status = 'pending') as oldest
        from outbox_jobs where status in ('pending', 'dead')`.execute(ctx.db)
      const row = rows[0]
      const now = ctx.clock.now()
      return () => {
        jobs.set({ status: 'pending' }, Number(row?.pending ?? 0))
        jobs.set({ status: 'dead' }, Number(row?.dead ?? 0))
        if (row?.oldest != null) oldest.set(secondsSince(row.oldest, now))
      }
    },
  }
}
