import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { account } from '../../../test/signIn.ts'
import { testDatabases } from '../../../test/testDb.ts'
import { e18, placeUsdtWithdrawal, walletSuite } from '../../../test/walletTestKit.ts'
import { checkLedger } from '../../wallet/ledgerCheck.ts'
import { checkAuditChain } from '../audit/auditCheck.ts'

const USER = 0
const A = 3
const B = 4

/**
 * Two operators for what is large (decision 0046): above the rule's amount, or for an action the
 * rule always covers, the first operator's signed action is a request; it takes effect only when
 * a different operator approves it, once, in the transaction of the action.
 */
describe.each(testDatabases)('operator requests on $name', ({ create }) => {
  let clock = new Date()
  const s = walletSuite(create, {
    users: 5,
    env: {
      ADMIN_ADDRESSES: `${account(A).address},${account(B).address}`,
      WITHDRAW_REVIEW_THRESHOLD: '100',
      OPERATOR_APPROVAL_ALWAYS: 'treasury.credit',
      OPERATOR_APPROVAL_ABOVE: 'withdraw.approve:USDT=1000',
      // Requests expire after an hour here, operator sessions idle after two: the clock moves past the one, not the other.
      OPERATOR_REQUEST_HOURS: '1',
      OPERATOR_SESSION_IDLE_MINUTES: '120',
    },
    credits: [
      [USER, 2, 10_000n * e18 + 7n],
      [A, 2, 5_000n * e18 + 3n],
    ],
    operatorClock: () => clock,
  })
  const post = (operator: number, url: string, body: object) => s.post(url, operator, body)
  const withdraw = async (user: number, amount: string) => (await placeUsdtWithdrawal(s.app, { auth: s.auth[user]!, signer: account(user) }, amount, account(1).address)).json().data.id as number
  const orderStatus = async (id: number) => Number((await s.db.selectFrom('withdraw_orders').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status)
  const treasury = async () => {
    const pools = (await s.get('/api/admin/pools', A)).json().data.list as { account: string; token_id: number; balance: string }[]
    return parseUnits(pools.find((line) => line.account === 'treasury' && line.token_id === 2)?.balance ?? '0', 18)
  }
  let keys = 0
  const credit = (amount: string) => ({ token_id: 2, amount, memo: '', idempotency_key: `request-credit-${++keys}` })

  it('holds a large withdrawal its approver asked for in review, until a second operator approves it', async () => {
    const id = await withdraw(USER, '1000.000000000000000001')
    const asked = await post(A, '/api/admin/withdraw/approve', { id })
    expect(asked.statusCode).toBe(202)
    const request = asked.json().data
    expect(request).toMatchObject({ kind: 'withdraw.approve', status: 'pending', requester: account(A).address, target: `withdraw_order:${id}`, payload: { id } })
    expect(await orderStatus(id)).toBe(withdrawStatuses.review)

    expect((await post(A, '/api/admin/requests/approve', { id: request.id, digest: request.digest })).json().error).toBe('operator.request_own')
    expect((await post(B, '/api/admin/requests/approve', { id: request.id, digest: `0x${'0'.repeat(64)}` })).json().error).toBe('operator.request_changed')
    expect(await orderStatus(id)).toBe(withdrawStatuses.review)

    const approved = await post(B, '/api/admin/requests/approve', { id: request.id, digest: request.digest })
    expect(approved.json().data).toMatchObject({ status: 'approved', decided_by: account(B).address })
    expect(await orderStatus(id)).toBe(withdrawStatuses.approved)
    const entry = (await s.get(`/api/admin/audit/list?target=withdraw_order:${id}`, A)).json().data.list[0]
    expect(entry).toMatchObject({ action: 'withdraw.approve', actor: account(A).address })
    expect(entry.signatures.map((signed: { role: string; signer: string }) => [signed.role, signed.signer])).toEqual([
      ['requester', account(A).address],
      ['approver', account(B).address],
    ])
    expect(await checkAuditChain(s.db)).toMatchObject({ ok: true })
  })

  it('lets one operator approve a withdrawal at the rule’s amount or under, and never their own', async () => {
    const small = await withdraw(USER, '1000')
    expect((await post(A, '/api/admin/withdraw/approve', { id: small })).json().data).toMatchObject({ status: withdrawStatuses.approved })

    const own = await withdraw(A, '400.000000000000000003')
    expect((await post(A, '/api/admin/withdraw/approve', { id: own })).json().error).toBe('operator.own_withdrawal')
    expect((await post(A, '/api/admin/withdraw/reject', { id: own, reason: 'mine' })).json().error).toBe('operator.own_withdrawal')
    // Through a request: B asks, and A's approval would make A a decider of A's own withdrawal.
    const large = await withdraw(A, '2000.000000000000000001')
    const request = (await post(B, '/api/admin/withdraw/approve', { id: large })).json().data
    expect((await post(A, '/api/admin/requests/approve', { id: request.id, digest: request.digest })).json().error).toBe('operator.own_withdrawal')
    expect(await orderStatus(large)).toBe(withdrawStatuses.review)
    expect((await s.get('/api/admin/requests?status=pending', A)).json().data.list.map((row: { id: number }) => row.id)).toContain(request.id)
  })

  it('moves nothing for a rejected request, nor for one approved after it expired', async () => {
    const start = await treasury()
    const rejected = (await post(A, '/api/admin/treasury/credit', credit('300.000000000000000007'))).json().data
    expect((await post(B, '/api/admin/requests/reject', { id: rejected.id, reason: 'no such deposit' })).json().data).toMatchObject({ status: 'rejected', outcome: { reason: 'no such deposit' } })
    expect((await post(B, '/api/admin/requests/approve', { id: rejected.id, digest: rejected.digest })).json().error).toBe('operator.request_closed')

    const late = (await post(A, '/api/admin/treasury/credit', credit('400.000000000000000009'))).json().data
    clock = new Date(clock.getTime() + 61 * 60_000)
    try {
      expect((await s.get('/api/admin/requests?status=expired', B)).json().data.list.map((row: { id: number }) => row.id)).toContain(late.id)
      expect((await post(B, '/api/admin/requests/approve', { id: late.id, digest: late.digest })).json().error).toBe('operator.request_closed')
    } finally {
      clock = new Date()
    }
    expect(await treasury()).toBe(start)
  })

  it('applies a request once when twenty approvals arrive together', async () => {
    const start = await treasury()
    const request = (await post(A, '/api/admin/treasury/credit', credit('777.777777777777777777'))).json().data
    const approvals = await Promise.all(Array.from({ length: 20 }, () => post(B, '/api/admin/requests/approve', { id: request.id, digest: request.digest })))
    const outcomes = approvals.map((response) => response.json().error ?? response.json().data.status)
    expect(outcomes.filter((outcome) => outcome === 'approved')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'operator.request_closed')).toHaveLength(19)
    expect(await treasury()).toBe(start + 777_777_777_777_777_777_777n)
    expect((await checkLedger(s.db)).problems).toEqual([])
    expect(await checkAuditChain(s.db)).toMatchObject({ ok: true })
  })

  it('says the two-operator rules, and that they are on', async () => {
    expect((await s.get('/api/admin/requests', A)).json().data).toMatchObject({
      two_operators: true,
      rules: [
        { kind: 'treasury.credit', above: null, token: null },
        { kind: 'withdraw.approve', above: '1000', token: 'USDT' },
      ],
    })
  })
})
