import { beforeAll, describe, expect, it } from 'vitest'
import { account, signIn } from '../../test/signIn.ts'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'

describe.each(testDatabases)('activity on $name', ({ create }) => {
  const s = appSuite(create)
  let authorization: string
  beforeAll(async () => {
    authorization = await signIn(s.app, account(0))
  })

  const join = (address: string) => s.app.inject({ method: 'POST', url: '/api/activity/join', headers: { authorization }, payload: { address } })

  it('records a join once however often it is called', async () => {
    expect((await join(account(0).address)).json()).toEqual({ code: 200, msg: 'success', data: { joined: true } })
    expect((await join(account(0).address.toLowerCase())).json().data).toEqual({ joined: true })
    const rows = await s.db.selectFrom('activity_joins').select(['address']).execute()
    expect(rows).toEqual([{ address: account(0).address }])
  })

  it('refuses another address than the signed-in one', async () => {
    expect((await join(account(1).address)).json()).toMatchObject({ code: 403, error: 'forbidden' })
  })
})
