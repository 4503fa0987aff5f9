import { smJoinSignedParams } from '@hapdex/core/api/sm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDevnetProgrammes } from '../base/devnetSeed.ts'
import { programmeTestApp, type ProgrammeTestApp } from '../../test/programmeTestKit.ts'
import { account, signIn } from '../../test/signIn.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { signAction } from '../../test/walletTestKit.ts'

/** npm start: after the devnet seed, test key 0 finds the window open and joins at once. */
describe.each(testDatabases)('member recruit on the seeded devnet on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp

  beforeAll(async () => {
    database = await create()
    // A day of the seeded window, and one a year later (the browser suite moves the clock by a year).
    t = await programmeTestApp(database.db, {}, new Date('2026-11-27T12:00:00Z'))
    await seedDevnetProgrammes(t.programmes.ctx, t.programmes.registry)
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  it('is open, and test key 0 joins with its seeded USDT', async () => {
    t.clock.advance(366 * 86_400)
    const authorization = await signIn(t.app, account(0))
    const config = (await t.app.inject({ method: 'GET', url: '/api/sm/config', headers: { authorization } })).json().data
    expect(config).toMatchObject({ timeStatus: 2, status: '1', pay_amount: '100' })
    const body = { pay_type: 0, pay_amount: '100', ...(await signAction(t.app, authorization, account(0), 'SM Join', smJoinSignedParams({ pay_type: 0, pay_amount: '100' }))) }
    const joined = await t.app.inject({ method: 'POST', url: '/api/sm/join', headers: { authorization }, payload: body })
    expect(joined.json().data).toMatchObject({ pay_type: 0, pay_amount: '100', pay_token: 'USDT' })
  })
})
