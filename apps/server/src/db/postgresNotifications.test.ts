import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { countListeners, terminateListeners } from '../test/listenerKit.ts'
import { openAgain } from '../test/openAgain.ts'
import { account, signIn } from '../test/signIn.ts'
import { testApp } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import type { Db } from './database.ts'

const postgres = testDatabases.find((kind) => kind.name === 'postgres')
const OPERATOR = 3

/**
 * Two API processes on one PostgreSQL database, each with a pool of its own: what one revokes or
 * changes, the other forgets within a second, well inside the caches' own lives (sessions 5 s,
 * token settings 5 s), so these tests fail if only the TTL did the work.
 */
describe.runIf(postgres !== undefined)('revocations and settings reach every process on postgres', () => {
  let database: TestDatabase
  let second: { db: Db; close: () => Promise<void> }
  let a: FastifyInstance
  let b: FastifyInstance

  beforeAll(async () => {
    database = await postgres!.create()
    second = openAgain(database)
    const env = { DATABASE_URL: database.url!, ADMIN_ADDRESSES: account(OPERATOR).address }
    a = await testApp(database.db, env)
    b = await testApp(second.db, env)
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    await second.close()
    await database.drop()
  })

  const info = (app: FastifyInstance, authorization: string) => app.inject({ method: 'GET', url: '/api/uc/info', headers: { authorization } })
  const refusedWithinASecond = (app: FastifyInstance, authorization: string) =>
    vi.waitFor(async () => expect((await info(app, authorization)).statusCode).toBe(401), { timeout: 1_000, interval: 10 })

  it('listens on one connection of its own per process', async () => {
    expect(await countListeners(database.db)).toBe(2)
  })

  it('refuses on B a token logged out on A', async () => {
    const token = await signIn(a, account(0))
    expect((await info(b, token)).statusCode).toBe(200)
    const logout = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: token } })
    expect(logout.statusCode).toBe(200)
    await refusedWithinASecond(b, token)
  })

  it("refuses on B every session of an operator who signed out everywhere on A", async () => {
    const onB = await signIn(b, account(OPERATOR))
    const onA = await signIn(a, account(OPERATOR))
    expect((await info(b, onB)).statusCode).toBe(200)
    const ended = await a.inject({ method: 'POST', url: '/api/admin/session/end-all', headers: { authorization: onA }, payload: {} })
    expect(ended.json().data.ended).toBe(2)
    await refusedWithinASecond(b, onB)
  })

  it("shows on B a token's fee an operator changed on A", async () => {
    const operator = await signIn(a, account(OPERATOR))
    const user = await signIn(b, account(4))
    const tokens = (await a.inject({ method: 'GET', url: '/api/admin/token/list', headers: { authorization: operator } })).json().data.list as { id: number; withdraw_fee_rate: string }[]
    const token = tokens[0]!
    const feeOnB = async () => Number((await b.inject({ method: 'GET', url: `/api/withdraw/order/condition?token_id=${token.id}`, headers: { authorization: user } })).json().data.fee_rate)
    const change = async (rate: string) => {
      expect((await a.inject({ method: 'POST', url: '/api/admin/token/save', headers: { authorization: operator }, payload: { id: token.id, withdraw_fee_rate: rate } })).statusCode).toBe(200)
      await vi.waitFor(async () => expect(await feeOnB()).toBe(Number(rate)), { timeout: 1_000, interval: 10 })
    }
    // B's catalog may be older than its TTL, and refreshes on a read: the first change makes it
    // fresh, the second must arrive before its TTL could.
    await change('0.0125')
    await change('0.0075')
  })

  // Last: it cuts both processes' listeners. A revocation written while notifications cannot
  // arrive (here straight to the table) is what a lost connection may have missed.
  it('opens a dropped listening connection again and forgets every cached session then', async () => {
    const missed = await signIn(a, account(1))
    expect((await info(b, missed)).statusCode).toBe(200)
    await database.db.updateTable('sessions').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).where('address', '=', account(1).address).execute()
    // Still served from B's cache: nothing told it.
    expect((await info(b, missed)).statusCode).toBe(200)
    expect(await terminateListeners(database.db)).toBe(2)
    await refusedWithinASecond(b, missed)
    await vi.waitFor(async () => expect(await countListeners(database.db)).toBe(2), { timeout: 1_000, interval: 10 })

    const token = await signIn(a, account(2))
    expect((await info(b, token)).statusCode).toBe(200)
    await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: token } })
    await refusedWithinASecond(b, token)
  })
})
