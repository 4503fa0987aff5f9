import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { testApp } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'

describe.each(testDatabases)('activity on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  let authorization: string

  beforeAll(async () => {
    database = await create()
    app = await testApp(database.db)
    authorization = await signIn(app, account(0))
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const join = (address: string) => app.inject({ method: 'POST', url: '/api/activity/join', headers: { authorization }, payload: { address } })

  it('records a join once however often it is called', async () => {
    expect((await join(account(0).address)).json()).toEqual({ code: 200, msg: 'success', data: { joined: true } })
    expect((await join(account(0).address.toLowerCase())).json().data).toEqual({ joined: true })
    const rows = await database.db.selectFrom('activity_joins').select(['address']).execute()
    expect(rows).toEqual([{ address: account(0).address }])
  })

  it('refuses another address than the signed-in one', async () => {
    expect((await join(account(1).address)).json()).toMatchObject({ code: 403, error: 'forbidden' })
  })
})
