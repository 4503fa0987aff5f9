import { withLeaderLock, type LeaderSession } from './leaderLock.ts'
import { causeOf, type WorkerHealthRecorder } from './workerHealth.ts'

export interface Workers {
  /** The loops running, by name (an `api` process runs none). */
  names: readonly string[]
  stop(): Promise<void>
}

/** A failing loop waits longer each pass, up to this, so a down node is not hammered. */
export const MAX_BACKOFF_MS = 60_000

/** The wait before the next pass: the interval, doubled for each failed pass in a row, up to MAX_BACKOFF_MS (or the interval, if longer). */
export function backoffMs(intervalMs: number, failures: number): number {
  return failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS))
}

export interface WorkerLoop {
  /** Named in the log line of a failed pass and in its health row. */
  name: string
  intervalMs: number
  pass: () => Promise<unknown>
  /** Errors: once per new cause of failure, not once per failed pass. */
  log: (message: string, error?: unknown) => void
  /** The line that says a failing loop passes again. */
  info?: (message: string) => void
  /** On PostgreSQL, where several API processes share the database: one of them runs a pass at a time. */
  leader?: { session: LeaderSession; lock: number }
  /** Keeps the loop's state where operators see it (the console). */
  health?: WorkerHealthRecorder
}

/**
 * Runs a pass, waits the interval after it ends (never overlapping itself), and again until
 * stopped. A failed pass is logged when its cause is new (a node down for an hour is one line,
 * not 1,800), recorded for operators, and the next pass waits twice as long as the last, up to
 * MAX_BACKOFF_MS; the first pass that succeeds again says so and the interval is back.
 */
export function startWorkerLoop({ name, intervalMs, pass, log, info, leader, health }: WorkerLoop): Workers {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let failures = 0
  let lastCause: string | undefined
  // Whether this process ran the pass: one that another process leads records nothing.
  const runPass = async (): Promise<boolean> => {
    if (leader === undefined) {
      await pass()
      return true
    }
    return withLeaderLock(leader.session, leader.lock, async () => void (await pass()))
  }

  const passed = async () => {
    if (failures > 0) info?.(`${name} passes again after ${failures} failed passes`)
    failures = 0
    lastCause = undefined
    await health?.passed(name)
  }
  const failed = async (error: unknown) => {
    failures += 1
    const cause = causeOf(error)
    if (cause !== lastCause) log(`${name} pass failed`, error)
    lastCause = cause
    await health?.failed(name, cause, failures)
  }

  const tick = () => {
    running = runPass()
      .then((ran) => (ran ? passed() : undefined), failed)
      // The health row is the operators' view, not the work: a database that cannot take it is logged, the loop goes on.
      .catch((error: unknown) => log(`${name} could not record its health`, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, backoffMs(intervalMs, failures))
      })
  }
  tick()
  return {
    names: [name],
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
