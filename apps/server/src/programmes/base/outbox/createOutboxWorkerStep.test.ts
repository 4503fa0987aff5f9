import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../../db/createDb.ts'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { manualClock } from '../clock.ts'
import { createOutboxWorkerStep } from './createOutboxWorkerStep.ts'
import { enqueueOutboxJob } from './enqueueOutboxJob.ts'
import { DefiniteFailureError } from './outboxErrors.ts'
import { defineOutboxHandler, outboxHandlers } from './outboxHandler.ts'

const refusing = defineOutboxHandler<{ amount: string }>({
  kind: 'test.step',
  async run() {
    throw new DefiniteFailureError('account closed')
  },
})

describe.each(testDatabases)('outbox worker step on $name', ({ create }) => {
  let database: TestDatabase
  const clock = manualClock(new Date('2026-04-01T00:00:00Z'))
  beforeAll(async () => {
    database = await create()
  })
  afterAll(() => database.drop())

  it('runs due jobs and logs each one that died, for operators', async () => {
    const logged: string[] = []
    await database.db.transaction().execute((trx) => enqueueOutboxJob(trx, refusing, { key: 'step-1', payload: { amount: '3' }, at: clock.now() }))
    const step = createOutboxWorkerStep({ db: database.db, clock, handlers: outboxHandlers([refusing]), log: (message) => logged.push(message) })
    await step()
    expect(logged).toEqual([expect.stringMatching(/^outbox job \d+ \(test\.step step-1\) is dead \(definite\): DefiniteFailureError: account closed$/)])
  })
})

describe('outbox worker step', () => {
  it('logs a failing pass instead of throwing, so the rest of the worker pass goes on', async () => {
    // A database without the outbox table: every claim fails.
    const db = createDb('memory://')
    const logged: [string, unknown][] = []
    const step = createOutboxWorkerStep({ db, clock: manualClock(new Date()), handlers: outboxHandlers([refusing]), log: (message, error) => logged.push([message, error]) })
    await expect(step()).resolves.toBeUndefined()
    expect(logged).toEqual([['outbox pass failed', expect.objectContaining({ message: expect.stringContaining('outbox_jobs') })]])
    await db.destroy()
  })
})
