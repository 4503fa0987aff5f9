import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { manualClock } from '../clock.ts'
import { enqueueOutboxJob } from './enqueueOutboxJob.ts'
import { listOutboxJobs } from './listOutboxJobs.ts'
import { DefiniteFailureError, OutboxKeyReusedError } from './outboxErrors.ts'
import { defineOutboxHandler, outboxHandlers, type OutboxHandler } from './outboxHandler.ts'
import { runOutboxOnce } from './runOutboxOnce.ts'

/** The other side of a service boundary: it applies each key once and answers a repeat as done. */
function remoteService() {
  const received: string[] = []
  const applied = new Map<string, number>()
  return {
    received,
    applied,
    receive(key: string, amount: number) {
      received.push(key)
      if (!applied.has(key)) applied.set(key, amount)
    },
  }
}

describe.each(testDatabases)('outbox on $name', ({ create }) => {
  let database: TestDatabase
  const clock = manualClock(new Date('2026-04-01T00:00:00Z'))

  beforeAll(async () => {
    database = await create()
    // A programme's own record of a transfer across the boundary: the first phase of the two.
    await sql`create table outbox_test_transfers (key text primary key, status text not null, remote_id text)`.execute(database.db)
  })
  afterAll(() => database.drop())

  const runnerOf = (...handlers: OutboxHandler[]) => ({ db: database.db, clock, handlers: outboxHandlers(handlers) })
  const enqueue = <P>(handler: OutboxHandler<P, unknown>, key: string, payload: P) =>
    database.db.transaction().execute((trx) => enqueueOutboxJob(trx, handler, { key, payload, at: clock.now() }))
  const jobOf = async (kind: string, key: string) => (await listOutboxJobs(database.db, { kind })).find((job) => job.key === key)

  it('retries a handler that fails twice after 10 s then 20 s; it runs three times and its effect happens once', async () => {
    const remote = remoteService()
    let failures = 2
    let effects = 0
    const handler = defineOutboxHandler<{ amount: number }>({
      kind: 'test.flaky',
      async run(job) {
        remote.received.push(job.key)
        if (failures-- > 0) throw new Error('service unavailable')
        effects++
      },
    })
    const runner = runnerOf(handler)
    await enqueue(handler, 'flaky-1', { amount: 5 })

    expect(await runOutboxOnce(runner)).toEqual({ done: 0, retried: 1, dead: [], superseded: 0 })
    expect(await jobOf('test.flaky', 'flaky-1')).toMatchObject({ status: 'pending', attempts: 1, runAt: new Date(clock.now().getTime() + 10_000), lastError: 'Error: service unavailable' })
    // Not due before its delay is over.
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 0, retried: 0 })
    clock.advance(9)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 0, retried: 0 })
    clock.advance(1)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 0, retried: 1 })
    expect((await jobOf('test.flaky', 'flaky-1'))?.runAt).toEqual(new Date(clock.now().getTime() + 20_000))
    clock.advance(20)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 1, retried: 0 })

    clock.advance(86_400)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 0, retried: 0 })
    expect(remote.received).toEqual(['flaky-1', 'flaky-1', 'flaky-1'])
    expect(effects).toBe(1)
    expect(await jobOf('test.flaky', 'flaky-1')).toMatchObject({ status: 'done', attempts: 3, lastError: null, finishedAt: expect.any(Date) })
  })

  it('enqueues in the caller transaction only, one job per (kind, key), and refuses a key reused for other work', async () => {
    const handler = defineOutboxHandler<{ amount: string }>({ kind: 'test.enqueue', async run() {} })
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueOutboxJob(trx, handler, { key: 'rolled-back', payload: { amount: '1' }, at: clock.now() })
        throw new Error('the caller change failed')
      }),
    ).rejects.toThrow('the caller change failed')
    expect(await jobOf('test.enqueue', 'rolled-back')).toBeUndefined()

    const first = await enqueue(handler, 'twice', { amount: '1.5' })
    const second = await enqueue(handler, 'twice', { amount: '1.5' })
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    expect((await listOutboxJobs(database.db, { kind: 'test.enqueue' })).map((job) => job.key)).toEqual(['twice'])
    // The same key in another kind is other work.
    expect((await enqueue({ ...handler, kind: 'test.enqueue.other' }, 'twice', { amount: '1.5' })).created).toBe(true)

    await expect(enqueue(handler, 'twice', { amount: '2' })).rejects.toBeInstanceOf(OutboxKeyReusedError)
    await expect(enqueueOutboxJob(database.db, handler, { key: 'no-transaction', payload: { amount: '1' }, at: clock.now() })).rejects.toThrow(/inside the transaction/)
  })

  it('is safe against a crash between the handler success and its record: the retry sends the same key', async () => {
    const remote = remoteService()
    const handler = defineOutboxHandler<{ amount: number }>({
      kind: 'test.crash',
      retry: { leaseSeconds: 60 },
      async run(job) {
        remote.receive(job.key, job.payload.amount)
      },
    })
    const runner = runnerOf(handler)
    await enqueue(handler, 'crash-1', { amount: 7 })
    const crash = async () => {
      throw new Error('process killed')
    }
    await expect(runOutboxOnce(runner, { hooks: { afterRun: crash } })).rejects.toThrow('process killed')
    expect(await jobOf('test.crash', 'crash-1')).toMatchObject({ status: 'pending', attempts: 1 })

    // Within the dead runner's lease nobody takes the job; after it, the next pass does.
    clock.advance(59)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 0 })
    clock.advance(1)
    expect(await runOutboxOnce(runner)).toMatchObject({ done: 1 })
    expect(remote.received).toEqual(['crash-1', 'crash-1'])
    expect([...remote.applied]).toEqual([['crash-1', 7]])
    expect(await jobOf('test.crash', 'crash-1')).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('models a transfer across the boundary: confirmed on success, reversed on a definite failure, left to reconciliation when attempts run out', async () => {
    const handler = defineOutboxHandler<{ to: 'ok' | 'refuses' | 'down' }, { remoteId: string }>({
      kind: 'test.transfer',
      retry: { maxAttempts: 3, firstDelaySeconds: 5, maxDelaySeconds: 60, leaseSeconds: 30 },
      async run(job) {
        if (job.payload.to === 'refuses') throw new DefiniteFailureError('unknown game account')
        if (job.payload.to === 'down') throw new Error('connect ECONNREFUSED')
        return { remoteId: `remote-${job.key}` }
      },
      async onDone(trx, job, result) {
        await sql`update outbox_test_transfers set status = 'confirmed', remote_id = ${result.remoteId} where key = ${job.key} and status = 'pending'`.execute(trx)
      },
      async onDefiniteFailure(trx, job) {
        await sql`update outbox_test_transfers set status = 'reversed' where key = ${job.key} and status = 'pending'`.execute(trx)
      },
    })
    const runner = runnerOf(handler)
    for (const to of ['ok', 'refuses', 'down'] as const) {
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into outbox_test_transfers (key, status) values (${to}, 'pending')`.execute(trx)
        await enqueueOutboxJob(trx, handler, { key: to, payload: { to }, at: clock.now() })
      })
    }
    const transfers = async () => Object.fromEntries((await sql<{ key: string; status: string }>`select key, status from outbox_test_transfers order by key`.execute(database.db)).rows.map((row) => [row.key, row.status]))

    expect(await runOutboxOnce(runner)).toEqual({ done: 1, retried: 1, dead: [{ id: expect.any(String), kind: 'test.transfer', key: 'refuses', reason: 'definite', error: 'DefiniteFailureError: unknown game account' }], superseded: 0 })
    expect(await transfers()).toEqual({ ok: 'confirmed', refuses: 'reversed', down: 'pending' })
    clock.advance(5)
    expect(await runOutboxOnce(runner)).toMatchObject({ retried: 1 })
    clock.advance(10)
    expect((await runOutboxOnce(runner)).dead).toEqual([{ id: expect.any(String), kind: 'test.transfer', key: 'down', reason: 'exhausted', error: 'Error: connect ECONNREFUSED' }])
    // Nobody knows whether the game took it: not reversed, shown to operators.
    expect(await transfers()).toEqual({ ok: 'confirmed', refuses: 'reversed', down: 'pending' })
    expect((await listOutboxJobs(database.db, { status: 'dead', kind: 'test.transfer' })).map((job) => [job.key, job.deadReason, job.attempts, job.lastError])).toEqual([
      ['down', 'exhausted', 3, 'Error: connect ECONNREFUSED'],
      ['refuses', 'definite', 1, 'DefiniteFailureError: unknown game account'],
    ])
    clock.advance(86_400)
    expect(await runOutboxOnce(runner)).toEqual({ done: 0, retried: 0, dead: [], superseded: 0 })
  })

  it('counts a failed second phase, or an attempt that outlives its lease, as a failed attempt', async () => {
    let confirmFailures = 1
    const confirming = defineOutboxHandler<Record<string, never>>({
      kind: 'test.confirm',
      async run() {},
      async onDone() {
        if (confirmFailures-- > 0) throw new Error('confirm failed')
      },
    })
    const abandoned = new AbortController()
    const hanging = defineOutboxHandler<Record<string, never>>({
      kind: 'test.hanging',
      retry: { leaseSeconds: 30 },
      run() {
        // The lease runs out while the handler ignores its signal.
        abandoned.abort()
        return new Promise(() => {})
      },
    })
    await enqueue(confirming, 'confirm-1', {})
    await enqueue(hanging, 'hang-1', {})
    const runner = runnerOf(confirming, hanging)
    expect(await runOutboxOnce(runner, { hooks: { attemptSignal: () => abandoned.signal } })).toMatchObject({ done: 0, retried: 2 })
    expect(await jobOf('test.confirm', 'confirm-1')).toMatchObject({ status: 'pending', lastError: 'Error: confirm failed' })
    expect(await jobOf('test.hanging', 'hang-1')).toMatchObject({ status: 'pending', lastError: 'Error: the attempt outlived its lease of 30 s' })
    clock.advance(10)
    expect(await runOutboxOnce(runnerOf(confirming))).toMatchObject({ done: 1 })
  })

  it('records nothing for an attempt whose lease ran out and whose job was claimed again', async () => {
    const attempts: number[] = []
    let inner: Awaited<ReturnType<typeof runOutboxOnce>> | undefined
    const handler: OutboxHandler<Record<string, never>> = defineOutboxHandler<Record<string, never>>({
      kind: 'test.slow',
      retry: { leaseSeconds: 30 },
      async run(job) {
        attempts.push(job.attempt)
        if (job.attempt > 1) return
        // This attempt is slow: its lease runs out, and another runner takes the job meanwhile.
        clock.advance(30)
        inner = await runOutboxOnce(runnerOf(handler))
      },
    })
    await enqueue(handler, 'slow-1', {})
    expect(await runOutboxOnce(runnerOf(handler))).toMatchObject({ done: 0, superseded: 1 })
    expect(inner).toMatchObject({ done: 1 })
    expect(attempts).toEqual([1, 2])
    expect(await jobOf('test.slow', 'slow-1')).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('never runs one job twice under concurrent runners', async () => {
    const runs = new Map<string, number>()
    const handler = defineOutboxHandler<{ n: number }>({
      kind: 'test.concurrent',
      async run(job) {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1)
        // Yield, so the runners interleave their claims.
        await new Promise((resolve) => setImmediate(resolve))
      },
    })
    const keys = Array.from({ length: 60 }, (_, n) => `concurrent-${n}`)
    await database.db.transaction().execute(async (trx) => {
      for (const [n, key] of keys.entries()) await enqueueOutboxJob(trx, handler, { key, payload: { n }, at: clock.now() })
    })
    const runner = runnerOf(handler)
    const passes = await Promise.all([runOutboxOnce(runner), runOutboxOnce(runner), runOutboxOnce(runner), runOutboxOnce(runner)])
    expect(passes.reduce((sum, pass) => sum + pass.done, 0)).toBe(keys.length)
    expect(passes.every((pass) => pass.superseded === 0 && pass.retried === 0)).toBe(true)
    expect(keys.filter((key) => runs.get(key) !== 1)).toEqual([])
    expect((await listOutboxJobs(database.db, { kind: 'test.concurrent', status: 'done', limit: 500 })).length).toBe(keys.length)
  })
})
