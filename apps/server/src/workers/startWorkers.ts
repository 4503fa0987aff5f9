import type { FastifyBaseLogger } from 'fastify'
import { ledgerCheckStep } from '../modules/wallet/ledgerCheckStep.ts'
import { solvencyStep } from '../modules/wallet/solvency.ts'
import { describeFloatShort } from '../modules/withdraw/hotFloat.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { watchDepositsOnce } from './depositWatcher.ts'
import { leaderLocks, type LeaderSession } from './leaderLock.ts'
import { checkLoops, workerHealthRecorder } from './workerHealth.ts'
import { startWorkerLoop, type Workers } from './workerLoop.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

export type { Workers } from './workerLoop.ts'

/** One pass of a loop's work; a loop runs its steps in order, then waits an interval. */
export type WorkerStep = () => Promise<unknown>

/**
 * Loops, each with a leader of its own among worker processes on PostgreSQL (PGlite is a single
 * process, so it just runs them): the deposit watcher, the withdrawal payer and programmes (daily
 * settlements, retried work). A long settlement never holds up a deposit or a payout (decision
 * 0015), and a deposit the node cannot read never holds up a payout. A fourth, the keeper's
 * (returnToPool calls, decision 0037), runs when it has steps: its transactions take one key's
 * nonces, so one process alone sends them. The solvency check compares the books with the chain
 * (hourly by default) and stops the payer on a shortfall; the ledger check, at the same interval,
 * runs the invariants of npm run ledger:check. Each loop's state is kept for the console and
 * /metrics, which read the checks' verdicts from it.
 */
export interface WorkerSteps {
  programmeSteps?: readonly WorkerStep[]
  keeperSteps?: readonly WorkerStep[]
  /** On PostgreSQL, where several processes may run workers: each loop runs in the one process holding its lock. */
  leaders?: LeaderSession
}

export function startWorkers(ctx: WalletContext, logger: FastifyBaseLogger, { programmeSteps = [], keeperSteps = [], leaders }: WorkerSteps = {}): Workers {
  const log = (message: string, error?: unknown) => logger.error({ err: error }, message)
  const info = (message: string) => logger.info(message)
  const health = workerHealthRecorder(ctx.db)
  const startLoop = (name: string, lock: number, pass: () => Promise<void>) =>
    startWorkerLoop({ name, intervalMs: ctx.config.workerIntervalMs, pass, log, info, health, ...(leaders === undefined ? {} : { leader: { session: leaders, lock } }) })
  const deposits = startLoop('deposit watcher', leaderLocks.deposits, () => watchDepositsOnce(ctx))
  // Told when it changes, not every pass: a float short for an hour is one line, and so is its end.
  let floatShort = ''
  const payouts = startLoop('withdrawal payer', leaderLocks.payouts, async () => {
    const pass = await payWithdrawalsOnce(ctx)
    for (const { order, reason } of pass.refused) logger.warn({ order, reason }, `the node refused withdrawal ${order}'s payout: ${reason}`)
    const short = describeFloatShort(pass.waitingForFloat)
    if (short !== floatShort) {
      if (short === '') logger.info("the hot wallet's float covers the queued payouts again")
      else logger.warn(short)
      floatShort = short
    }
  })
  const solvency = ctx.config.solvencyCheckIntervalMs === 0 ? undefined : startWorkerLoop({
    name: checkLoops.solvency,
    intervalMs: ctx.config.solvencyCheckIntervalMs,
    pass: () => solvencyStep(ctx),
    log,
    info,
    health,
    ...(leaders === undefined ? {} : { leader: { session: leaders, lock: leaderLocks.solvency } }),
  })
  const ledgerCheck = ctx.config.solvencyCheckIntervalMs === 0 ? undefined : startWorkerLoop({
    name: checkLoops.ledger,
    intervalMs: ctx.config.solvencyCheckIntervalMs,
    pass: () => ledgerCheckStep(ctx.db),
    log,
    info,
    health,
    ...(leaders === undefined ? {} : { leader: { session: leaders, lock: leaderLocks.ledgerCheck } }),
  })
  // Each job's days, once each, in order; a failed day is tried again next pass, an underfunded one once its pool is funded.
  const programmes = startLoop('programmes worker', leaderLocks.programmes, async () => {
    for (const step of programmeSteps) await step()
  })
  const keeper = keeperSteps.length === 0 ? undefined : startLoop('keeper worker', leaderLocks.keeper, async () => {
    for (const step of keeperSteps) await step()
  })
  const loops = [deposits, payouts, solvency, ledgerCheck, programmes, keeper].filter((running) => running !== undefined)
  return {
    names: loops.flatMap((running) => running.names),
    stop: async () => void (await Promise.all(loops.map((running) => running.stop()))),
  }
}
