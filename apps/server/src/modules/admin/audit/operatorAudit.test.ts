import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import { describe, expect, it } from 'vitest'
import { account } from '../../../test/signIn.ts'
import { testDatabases } from '../../../test/testDb.ts'
import { e18, signAction, walletSuite } from '../../../test/walletTestKit.ts'
import { checkLedger } from '../../wallet/ledgerCheck.ts'
import { audited } from './operatorAudit.ts'
import { auditTables } from './operatorAudit.table.ts'

const USDT = 2
const OPERATOR = 3

describe.each(testDatabases)('the operator audit log on $name', ({ create }) => {
  const s = walletSuite(create, {
    users: 4,
    env: { ADMIN_ADDRESSES: account(OPERATOR).address, WITHDRAW_REVIEW_THRESHOLD: '500' },
    // An amount the 0.5 % fee does not divide: 1,000.000000000000000007 USDT.
    credits: [[0, USDT, 1000n * e18 + 7n]],
  })
  const { get, post } = s
  const usable = async () => (await get(`/api/wallet/info?token_id=${USDT}`, 0)).json().data.usable as string
  const placeOrder = async (amount: bigint) => {
    const params = { chain_id: 13 as const, token_id: USDT, amount: formatAmount(amount, 18), address: account(1).address }
    const response = await post('/api/withdraw/order', 0, { ...params, ...(await signAction(s.app, s.auth[0]!, account(0), 'Withdraw Order', withdrawOrderSignedParams(params))) })
    return response.json().data.id as number
  }
  const auditOf = async (query: string) => (await get(`/api/admin/audit/list?${query}`, OPERATOR)).json().data

  it('writes nothing when the action fails, and the entry with the change when it commits', async () => {
    const before = (await auditTables(s.db).selectFrom('operator_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n
    const subject = { actor: account(OPERATOR).address, action: 'test.fail', target: 'nothing:1' }
    await expect(audited(s.db, subject, async () => ({ step: 'read' }), async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    const after = (await auditTables(s.db).selectFrom('operator_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n
    expect(Number(after)).toBe(Number(before))
  })

  it('records a rejection with its reason in the transaction that refunds it, and an approval', async () => {
    const rejectedId = await placeOrder(600n * e18 + 3n)
    expect(await usable()).toBe('400.000000000000000004')
    const rejected = await post('/api/admin/withdraw/reject', OPERATOR, { id: rejectedId, reason: ' address on a sanctions list ' })
    expect(rejected.json().data).toMatchObject({ status: 5, error: 'address on a sanctions list' })
    expect(await usable()).toBe('1000.000000000000000007')

    // A second attempt changes nothing and leaves no entry.
    expect((await post('/api/admin/withdraw/approve', OPERATOR, { id: rejectedId })).json().error).toBe('withdraw.order_state')
    const approvedId = await placeOrder(700n * e18 + 1n)
    expect((await post('/api/admin/withdraw/approve', OPERATOR, { id: approvedId })).json().data).toMatchObject({ status: 1 })

    const log = await auditOf('action=withdraw.reject')
    expect(log.total).toBe(1)
    expect(log.list[0]).toMatchObject({
      actor: account(OPERATOR).address,
      action: 'withdraw.reject',
      target: `withdraw_order:${rejectedId}`,
      before: { status: 0, status_txt: 'Under review', amount: '600.000000000000000003', token_name: 'USDT', error: '' },
      after: { status: 5, status_txt: 'Rejected, refunded', error: 'address on a sanctions list' },
    })
    const approved = await auditOf(`target=withdraw_order:${approvedId}`)
    expect(approved.list.map((entry: { action: string; before: { status: number }; after: { status: number } }) => [entry.action, entry.before.status, entry.after.status])).toEqual([['withdraw.approve', 0, 1]])
    expect(new Date(approved.list[0].created_at).getTime()).toBeGreaterThan(0)
    expect(await checkLedger(s.db)).toMatchObject({ ok: true })
  })

  it('pages, orders and filters on the server, for operators only', async () => {
    // Entries of this test's own, by an actor no other test uses: the test stands alone, in any order.
    const actor = '0x00000000000000000000000000000000000A0d17'
    for (const action of ['test.first', 'test.second']) await audited(s.db, { actor, action, target: 'paging:1' }, async () => ({ step: action }), async () => undefined)
    const newest = await auditOf(`actor=${actor}&page_size=1`)
    const oldest = await auditOf(`actor=${actor}&page_size=1&order=asc`)
    expect([newest.total, newest.list.length]).toEqual([2, 1])
    expect([newest.list[0].action, oldest.list[0].action]).toEqual(['test.second', 'test.first'])
    expect((await auditOf(`actor=${actor}&page_size=1&page=2`)).list[0].action).toBe('test.first')
    expect((await auditOf(`actor=${actor.toLowerCase()}&action=test.second`)).total).toBe(1)
    expect((await auditOf('actor=0x0000000000000000000000000000000000000001')).list).toEqual([])
    expect((await get('/api/admin/audit/list?order=sideways', OPERATOR)).json()).toMatchObject({ code: 400, error: 'bad_request' })
    expect((await get('/api/admin/audit/list', 0)).statusCode).toBe(403)
  })
})
