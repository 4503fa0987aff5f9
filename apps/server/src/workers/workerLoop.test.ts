import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createPostgresDb, createPostgresPool } from '../db/createDb.ts'
import { startWorkerLoop } from './workerLoop.ts'

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
    const leader = { db, lock: 7_199_001 }
    const loops = [1, 2].map((n) => startWorkerLoop({ name: `process ${n}`, intervalMs: 1, pass, log: () => undefined, leader }))
    await passes.done
    await Promise.all(loops.map((loop) => loop.stop()))
    expect(mostAtOnce).toBe(1)
  })
})
