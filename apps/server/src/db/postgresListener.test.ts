import { createServer, type Server } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { countListeners, terminateListeners } from '../test/listenerKit.ts'
import { startPostgresListener } from './postgresListener.ts'

const postgres = testDatabases.find((kind) => kind.name === 'postgres')

function recordingLog() {
  const lines: string[] = []
  return { lines, log: { info: (message: string) => lines.push(`info ${message}`), warn: (message: string) => lines.push(`warn ${message}`) } }
}

describe.runIf(postgres !== undefined)('the listening connection on postgres', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await postgres!.createEmpty()
  })
  afterAll(async () => {
    await database.drop()
  })

  it('is opened again when the server ends it, reports the gap once, and hears what is sent afterwards', async () => {
    const heard: string[] = []
    let reconnected = 0
    const { lines, log } = recordingLog()
    const listener = startPostgresListener({ url: database.url!, channel: 'test_channel', log, onNotification: (payload) => heard.push(payload), onReconnected: () => reconnected++ })
    try {
      await listener.ready
      await sql`select pg_notify('test_channel', 'before')`.execute(database.db)
      await vi.waitFor(() => expect(heard).toEqual(['before']), { timeout: 5_000, interval: 10 })
      expect(lines).toEqual([])

      expect(await terminateListeners(database.db)).toBe(1)
      await vi.waitFor(() => expect(reconnected).toBe(1), { timeout: 5_000, interval: 10 })
      expect(lines).toEqual([
        'warn notifications: the listening connection is lost (terminating connection due to administrator command); reconnecting, caches expire meanwhile',
        'info notifications: listening again; caches cleared',
      ])
      await sql`select pg_notify('test_channel', 'after')`.execute(database.db)
      await vi.waitFor(() => expect(heard).toEqual(['before', 'after']), { timeout: 5_000, interval: 10 })
    } finally {
      await listener.close()
    }
    expect(await countListeners(database.db)).toBe(0)
  })
})

describe('the listening connection to a server that is not there', () => {
  let server: Server
  let port: number
  let attempts = 0

  beforeAll(async () => {
    // Accepts and hangs up at once: each attempt fails with the same cause.
    server = createServer((socket) => {
      attempts++
      socket.destroy()
    })
    port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('lets the app start, keeps trying with backoff, and logs the cause once', async () => {
    const { lines, log } = recordingLog()
    const listener = startPostgresListener({ url: `postgres://nobody@127.0.0.1:${port}/none`, channel: 'test_channel', log, onNotification: () => undefined, onReconnected: () => undefined, backoffMs: 1, maxBackoffMs: 20 })
    try {
      await listener.ready
      await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^warn notifications: the listening connection is lost \(.+\); reconnecting/)
    } finally {
      await listener.close()
    }
  })
})

describe('the listening connection to a server that never answers', () => {
  let server: Server
  let port: number
  let attempts = 0

  beforeAll(async () => {
    // Reads what the client sends (so it sees the client hang up) and never answers.
    server = createServer((socket) => {
      attempts++
      socket.resume()
    })
    port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gives a connect up after its timeout and tries again, and closes at once while connecting', async () => {
    const { lines, log } = recordingLog()
    const listener = startPostgresListener({ url: `postgres://nobody@127.0.0.1:${port}/none`, channel: 'test_channel', log, onNotification: () => undefined, onReconnected: () => undefined, backoffMs: 1, connectTimeoutMs: 50 })
    await listener.ready
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 10 })
    expect(lines).toEqual(['warn notifications: the listening connection is lost (timeout expired); reconnecting, caches expire meanwhile'])
    // pg's end() of a connection still being opened would wait for ever: a shutdown must not.
    await listener.close()
    // Nor leave a socket open behind it.
    const open = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)))
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 1_000, interval: 10 })
  })
})
