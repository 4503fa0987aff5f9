import { fundJoinSignedParams } from '@hapdex/core/api/circulation'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'
import { creditForTest, e18, signAction, walletTestApp, signInUsers } from '../wallet/walletTestKit.ts'

const HAP = 1

describe.each(testDatabases)('circulation fund on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const auth: string[] = []
  const ids: number[] = []

  beforeAll(async () => {
    database = await create()
    app = await walletTestApp(database.db, { ADMIN_ADDRESSES: account(3).address })
    const users = await signInUsers(app, 4)
    auth.push(...users.auth)
    ids.push(...users.ids)
    await creditForTest(database.db, ids[0] ?? 0, HAP, 500n * e18, 'fund-hap-0')
    await creditForTest(database.db, ids[1] ?? 0, HAP, 50n * e18, 'fund-hap-1')
    await creditForTest(database.db, ids[2] ?? 0, HAP, 500n * e18, 'fund-hap-2')
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const { get, post } = sessionClient(() => app, auth)
  const config = async (i: number) => (await get('/api/circulation/fund/config', i)).json().data
  const signedJoin = async (i: number, num: number) => ({ num, ...(await signAction(app, auth[i] ?? '', account(i), 'Circulation Fund Join', fundJoinSignedParams({ num }))) })
  const join = async (i: number, num: number) => post('/api/circulation/fund/join', i, await signedJoin(i, num))
  const usable = async (i: number) => (await get(`/api/wallet/info?token_id=${HAP}`, i)).json().data.usable as string

  it('is open with a HAP price per unit', async () => {
    expect(await config(0)).toEqual({ status: '1', fund_amount: '100', token: 'HAP', token_id: HAP, joined_num: 0 })
  })

  it('debits num × fund_amount HAP once, then shows status 2', async () => {
    const response = await join(0, 3)
    expect(response.json()).toMatchObject({ code: 200, data: { num: 3, amount: '300', status: '2' } })
    expect(await usable(0)).toBe('200')
    expect(await config(0)).toMatchObject({ status: '2', joined_num: 3 })
    expect((await join(0, 1)).json().error).toBe('circulation.joined')
    expect(await usable(0)).toBe('200')
    const bills = (await get(`/api/wallet/record/list?type_arr=${encodeURIComponent('[4]')}`, 0)).json().data.list
    expect(bills.map((bill: { type_txt: string; usable_change: string }) => [bill.type_txt, bill.usable_change])).toEqual([['Circulation fund', '-300']])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('refuses more than the usable balance, zero, fractions and replays', async () => {
    expect((await join(1, 1)).json().error).toBe('wallet.insufficient_balance')
    expect(await config(1)).toMatchObject({ status: '1' })
    expect((await join(1, 0)).json().error).toBe('bad_request')
    expect((await join(1, 1.5)).json().error).toBe('bad_request')
    const signed = await signedJoin(2, 1)
    expect((await post('/api/circulation/fund/join', 2, { ...signed, num: 2 })).json().error).toBe('action.signature_invalid')
    expect((await post('/api/circulation/fund/join', 2, signed)).statusCode).toBe(200)
    // A replay is refused (the once-per-account check answers first) and moves nothing.
    expect((await post('/api/circulation/fund/join', 2, signed)).json().error).toBe('circulation.joined')
    expect(await usable(2)).toBe('400')
  })

  it('answers status 0 and refuses joins while the operator has it closed', async () => {
    expect((await post('/api/admin/fund/config', 0, { open: false, fund_amount: '100' })).statusCode).toBe(403)
    const saved = await post('/api/admin/fund/config', 3, { open: false, fund_amount: '50' })
    expect(saved.json().data).toEqual({ open: false, fund_amount: '50', joined_users: 2, joined_amount: '400' })
    expect(await config(1)).toMatchObject({ status: '0', fund_amount: '50' })
    expect((await join(1, 1)).json().error).toBe('circulation.closed')
    expect((await post('/api/admin/fund/config', 3, { open: true, fund_amount: '0' })).statusCode).toBe(400)
    expect((await get('/api/admin/fund/config', 3)).json().data.open).toBe(false)
  })

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/circulation/fund/config' })).statusCode).toBe(401)
  })
})
