import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createPostgresDb, createPostgresPool } from '../db/createDb.ts'
import { createLeaderSession } from './leaderLock.ts'
import type { WorkerHealthRecorder } from './workerHealth.ts'
import { backoffMs, MAX_BACKOFF_MS, startWorkerLoop } from './workerLoop.ts'

/** Resolves once `count` reaches `wanted`; the loop's own passes drive it, no timer is awaited. */
function countTo(wanted: number) {
  let count = 0
  let reached!: () => void
  const done = new Promise<void>((resolve) => (reached = resolve))
  return {
    done,
    add() {
      count += 1
      if (count === wanted) reached()
    },
  }
}

describe('startWorkerLoop', () => {
  it('logs a failed pass under its name and goes on with the next', async () => {
    const logged: string[] = []
    const passes = countTo(3)
    let calls = 0
    const loop = startWorkerLoop({
      name: 'test loop',
      intervalMs: 1,
      log: (message) => logged.push(message),
      pass: async () => {
        calls += 1
        passes.add()
        if (calls === 1) throw new Error('first pass fails')
      },
    })
    await passes.done
    await loop.stop()
    expect(logged).toEqual(['test loop pass failed'])
    expect(calls).toBeGreaterThanOrEqual(3)
  })
})

describe('a failing loop', () => {
  it('logs each new cause once, records every failure, and says when it passes again', async () => {
    const logged: string[] = []
    const told: string[] = []
    const recorded: string[] = []
    const health: WorkerHealthRecorder = {
      passed: async (name) => void recorded.push(`${name} ok`),
      failed: async (name, cause, failures) => void recorded.push(`${name} ${failures}: ${cause}`),
    }
    const causes = ['node down', 'node down', 'node down', 'rate limited', undefined, 'node down']
    const passes = countTo(causes.length + 1)
    let call = 0
    const loop = startWorkerLoop({
      name: 'deposits',
      intervalMs: 1,
      log: (message, error) => logged.push(`${message}: ${(error as Error).message}`),
      info: (message) => told.push(message),
      health,
      pass: async () => {
        const cause = causes[call++]
        passes.add()
        if (cause !== undefined) throw new Error(`${cause}\nrequest body: {...}`)
      },
    })
    await passes.done
    await loop.stop()
    expect(logged).toEqual(['deposits pass failed: node down\nrequest body: {...}', 'deposits pass failed: rate limited\nrequest body: {...}', 'deposits pass failed: node down\nrequest body: {...}'])
    expect(told.slice(0, 1)).toEqual(['deposits passes again after 4 failed passes'])
    expect(recorded.slice(0, 7)).toEqual(['deposits 1: node down', 'deposits 2: node down', 'deposits 3: node down', 'deposits 4: rate limited', 'deposits ok', 'deposits 1: node down', 'deposits ok'])
  })

  it('waits twice as long after each failed pass, up to the cap, and the interval once it passes', () => {
    expect([0, 1, 2, 3].map((failures) => backoffMs(2_000, failures))).toEqual([2_000, 4_000, 8_000, 16_000])
    expect(backoffMs(2_000, 30)).toBe(MAX_BACKOFF_MS)
    // A loop slower than the cap is never made faster by failing.
    expect(backoffMs(600_000, 3)).toBe(600_000)
  })
})

const postgresUrl = process.env['TEST_DATABASE_URL']

describe.runIf(postgresUrl)('startWorkerLoop with a leader lock on PostgreSQL', () => {
  const db = createPostgresDb(createPostgresPool(postgresUrl ?? ''))
  afterAll(() => db.destroy())

  it('never runs two processes\' passes of one loop at once', async () => {
    let active = 0
    let mostAtOnce = 0
    const passes = countTo(12)
    const pass = async () => {
      active += 1
      mostAtOnce = Math.max(mostAtOnce, active)
      // A round trip, so that without the lock the other loop's pass would start meanwhile.
      await sql`select pg_sleep(0.005)`.execute(db)
      active -= 1
      passes.add()
    }
    // Two processes: each its own leader session.
    const sessions = [1, 2].map(() => createLeaderSession(postgresUrl!, () => undefined))
    const loops = sessions.map((session, n) => startWorkerLoop({ name: `process ${n}`, intervalMs: 1, pass, log: () => undefined, leader: { session, lock: 7_199_001 } }))
    await passes.done
    await Promise.all(loops.map((loop) => loop.stop()))
    await Promise.all(sessions.map((session) => session.close()))
    expect(mostAtOnce).toBe(1)
  })

  it('loses its locks with its connection, says so once, and connects again to lead later', async () => {
    const lock = 7_199_002
    const lost: string[] = []
    const first = createLeaderSession(postgresUrl!, (message) => lost.push(message))
    const second = createLeaderSession(postgresUrl!, () => undefined)
    try {
      expect(await first.tryLock(lock)).toBe(true)
      expect(await second.tryLock(lock)).toBe(false)
      // The server ends the holder's session (a restart, a failover, an idle cut).
      const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_locks where locktype = 'advisory' and objid = ${lock} and granted`.execute(db)
      expect(rows).toEqual([{ ended: true }])
      await expect.poll(() => second.tryLock(lock), { interval: 20, timeout: 5_000 }).toBe(true)
      expect(lost).toEqual(['the leader-lock connection was lost: its locks are released, each loop takes its lock again next pass'])
      // The first process connects again on its next pass, and follows while the other leads.
      expect(await first.tryLock(lock)).toBe(false)
      await second.unlock(lock)
      expect(await first.tryLock(lock)).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
