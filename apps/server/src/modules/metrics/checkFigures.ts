import { checkLoops, listWorkerHealth } from '../../workers/workerHealth.ts'
import type { FigureGroup, FigureRound } from './figureRound.ts'
import type { FigureSources } from './figureSources.ts'

/**
 * The books' checks and the loops' health, from worker_health: each loop's last pass, whichever
 * process ran it. The ledger check and the solvency check are loops of their own (startWorkers),
 * so their verdicts are their loops' rows: a failing pass is a broken invariant, a shortfall or a
 * check that could not run (hapdex_payer_paused{reason="shortfall"} tells a shortfall apart).
 */
export function checkFigures(round: FigureRound, sources: FigureSources): FigureGroup {
  const ok = round.gauge({
    name: 'hapdex_check_ok',
    help: 'Whether the last pass of a check held: 1 held, 0 failed or could not run; by check (ledger: the invariants of npm run ledger:check; solvency: custody holds on chain what it owes). Absent before its first pass.',
    labelNames: ['check'],
  })
  const lastRun = round.gauge({ name: 'hapdex_check_last_run_timestamp_seconds', help: 'When the last pass of a check ended, held or not (Unix time).', labelNames: ['check'] })
  const lastOk = round.gauge({ name: 'hapdex_check_last_ok_timestamp_seconds', help: 'When a pass of a check last held (Unix time); absent if none ever has.', labelNames: ['check'] })
  const failures = round.gauge({ name: 'hapdex_worker_consecutive_failures', help: 'Failed passes in a row of a worker loop (0: its last pass succeeded), by loop.', labelNames: ['loop'] })
  const loopOk = round.gauge({ name: 'hapdex_worker_last_ok_timestamp_seconds', help: 'When a pass of a worker loop last succeeded (Unix time); absent if none ever has.', labelNames: ['loop'] })
  return {
    name: 'checks',
    gauges: [ok, lastRun, lastOk, failures, loopOk],
    async read() {
      const rows = await listWorkerHealth(sources.db)
      const byLoop = new Map(rows.map((row) => [row.name, row]))
      const seconds = (time: Date) => new Date(time).getTime() / 1000
      return () => {
        for (const row of rows) {
          failures.set({ loop: row.name }, row.failures)
          if (row.last_ok_at !== null) loopOk.set({ loop: row.name }, seconds(row.last_ok_at))
        }
        for (const [check, loop] of Object.entries(checkLoops)) {
          const row = byLoop.get(loop)
          if (row === undefined) continue
          ok.set({ check }, row.failures === 0 ? 1 : 0)
          lastRun.set({ check }, seconds(row.updated_at))
          if (row.last_ok_at !== null) lastOk.set({ check }, seconds(row.last_ok_at))
        }
      }
    },
  }
}
