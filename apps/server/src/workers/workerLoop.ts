import type { Db } from '../db/database.ts'
import { withLeaderLock } from './leaderLock.ts'

export interface Workers {
  stop(): Promise<void>
}

export interface WorkerLoop {
  /** Named in the log line of a failed pass. */
  name: string
  intervalMs: number
  pass: () => Promise<unknown>
  log: (message: string, error?: unknown) => void
  /** On PostgreSQL, where several API processes share the database: one of them runs a pass at a time. */
  leader?: { db: Db; lock: number }
}

/**
 * Runs a pass, waits the interval after it ends (never overlapping itself), and again until
 * stopped; a failed pass is logged and the next one runs as usual.
 */
export function startWorkerLoop({ name, intervalMs, pass, log, leader }: WorkerLoop): Workers {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const runPass = leader === undefined ? pass : () => withLeaderLock(leader.db, leader.lock, async () => void (await pass()))
  const tick = () => {
    running = runPass()
      .then(() => undefined)
      .catch((error: unknown) => log(`${name} pass failed`, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }
  tick()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
