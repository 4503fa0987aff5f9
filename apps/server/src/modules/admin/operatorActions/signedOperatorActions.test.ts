import { operatorActionHeaders } from '@hapdex/core/api/operatorAction'
import { sql } from 'kysely'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { operatorSignatureHeaders } from '../../../test/operatorSigning.ts'
import { account } from '../../../test/signIn.ts'
import { testDatabases } from '../../../test/testDb.ts'
import { walletSuite } from '../../../test/walletTestKit.ts'
import { checkLedger } from '../../wallet/ledgerCheck.ts'
import { checkAuditChain } from '../audit/auditCheck.ts'
import { auditTables } from '../audit/operatorAudit.table.ts'

const A = 3
const B = 4
const CREDIT = '/api/admin/treasury/credit'

/**
 * Operator actions are signed (decision 0046): a session token alone reads, it never moves. The
 * audit entry keeps the signature, the database refuses to change the log, and a hand edit is
 * found by the chain check at its row.
 */
describe.each(testDatabases)('signed operator actions on $name', ({ create }) => {
  // No two-operator rule here: each action takes effect at once, so its signature is what is tested.
  const s = walletSuite(create, { users: 5, env: { ADMIN_ADDRESSES: `${account(A).address},${account(B).address}`, OPERATOR_APPROVAL_ALWAYS: '', OPERATOR_APPROVAL_ABOVE: '' } })
  let keys = 0
  const credit = (amount: string) => ({ token_id: 2, amount, memo: 'float', idempotency_key: `credit-key-${++keys}` })
  const treasury = async () => {
    const pools = (await s.get('/api/admin/pools', A)).json().data.list as { account: string; token_id: number; balance: string }[]
    return pools.find((line) => line.account === 'treasury' && line.token_id === 2)?.balance ?? '0'
  }
  const send = (operator: number, body: object, headers: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: CREDIT, headers: { ...s.as(operator), ...headers }, payload: body })
  const signedBy = (signer: number, body: object, bends = {}) => operatorSignatureHeaders(account(signer), '/admin/treasury/credit', body, 31337, bends)

  it('refuses an action without a signature, with another operator’s, over other content or another action, and moves nothing', async () => {
    const start = await treasury()
    const body = credit('1000.000000000000000007')
    const refusals = [
      [await send(A, body, { 'x-test-unsigned': '1' }), 'operator.signature_required'],
      [await send(A, body, await signedBy(B, body)), 'operator.signature_invalid'],
      [await send(A, body, await signedBy(A, body, { body: { ...body, amount: '1.000000000000000007' } })), 'operator.signature_invalid'],
      [await send(A, body, await signedBy(A, body, { action: '/admin/pools/fund' })), 'operator.signature_invalid'],
      [await send(A, body, { ...(await signedBy(A, body)), [operatorActionHeaders.signature]: '0x1234' }), 'operator.signature_invalid'],
    ] as const
    for (const [response, error] of refusals) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 403, error })
    }
    expect(await treasury()).toBe(start)
  })

  it('refuses an expired signature and one that would last past the maximum', async () => {
    const start = await treasury()
    const body = credit('3.000000000000000001')
    const now = BigInt(Math.floor(Date.now() / 1000))
    for (const expires of [now - 1n, now + 3600n]) {
      const response = await send(A, body, await signedBy(A, body, { expires }))
      expect(response.json()).toMatchObject({ code: 403, error: 'operator.signature_expired' })
    }
    expect(await treasury()).toBe(start)
  })

  it('applies a signed action once: its replay, even in twenty parallel copies, is refused', async () => {
    const start = parseUnits(await treasury(), 18)
    const body = credit('7.000000000000000003')
    const headers = await signedBy(A, body)
    const first = await send(A, body, headers)
    expect(first.statusCode).toBe(200)
    const replays = await Promise.all(Array.from({ length: 20 }, () => send(A, body, headers)))
    expect(replays.map((response) => response.json().error)).toEqual(Array(20).fill('operator.nonce_used'))
    // A fresh body under the replayed signature is content it did not sign.
    expect((await send(A, credit('7.000000000000000003'), headers)).json().error).toBe('operator.signature_invalid')
    expect(parseUnits(await treasury(), 18)).toBe(start + 7_000_000_000_000_000_003n)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('stores the signature with the audit entry, where anyone can check it against the entry', async () => {
    const body = credit('11.000000000000000011')
    const headers = await signedBy(B, body)
    expect((await send(B, body, headers)).statusCode).toBe(200)
    const entry = await auditTables(s.db).selectFrom('operator_audit').selectAll().where('action', '=', 'treasury.credit').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(entry.signatures).toEqual([
      expect.objectContaining({ role: 'requester', signer: account(B).address, action: '/admin/treasury/credit', nonce: headers[operatorActionHeaders.nonce], signature: headers[operatorActionHeaders.signature]!.toLowerCase() }),
    ])
    expect(JSON.parse(entry.signatures[0]!.payload)).toEqual(body)
    const listed = (await s.get('/api/admin/audit/list?action=treasury.credit', A)).json().data.list[0]
    expect(listed.signatures[0]).toMatchObject({ signer: account(B).address })
    expect(await checkAuditChain(s.db)).toMatchObject({ ok: true, problems: [] })
  })

  it('refuses UPDATE, DELETE and TRUNCATE on the audit log', async () => {
    expect((await send(A, credit('2.000000000000000002'), {})).statusCode).toBe(200)
    await expect(sql`update operator_audit set actor = 'someone else'`.execute(s.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from operator_audit`.execute(s.db)).rejects.toThrow(/append-only/)
    await expect(sql`truncate operator_audit`.execute(s.db)).rejects.toThrow(/append-only/)
  })

  it('finds a row edited behind the trigger at that row, and a removed last entry at the head', async () => {
    expect((await send(A, credit('5.000000000000000005'), {})).statusCode).toBe(200)
    expect((await send(A, credit('6.000000000000000006'), {})).statusCode).toBe(200)
    const [last, edited] = (await auditTables(s.db).selectFrom('operator_audit').select('id').orderBy('id', 'desc').limit(2).execute()).map((row) => row.id)
    if (last === undefined || edited === undefined) throw new Error('two entries were just written')
    await asOwnerBehindTheTrigger(s.db, sql`update operator_audit set after = '{"balance":"999999"}'::jsonb where id = ${edited}`)
    const check = await checkAuditChain(s.db)
    expect(check.ok).toBe(false)
    expect(check.problems.map((problem) => [problem.id, problem.kind])).toEqual([[Number(edited), 'hash']])
    await asOwnerBehindTheTrigger(s.db, sql`update operator_audit set after = before where false`)

    await asOwnerBehindTheTrigger(s.db, sql`delete from operator_audit where id = ${last}`)
    expect((await checkAuditChain(s.db)).problems.map((problem) => problem.kind)).toEqual(['hash', 'head'])
  })

  it('lets a session token read, never act: the console signs every action', async () => {
    expect((await s.get('/api/admin/audit/list', A)).statusCode).toBe(200)
    const bodyless = await s.app.inject({ method: 'POST', url: '/api/admin/payer/pause', headers: { ...s.as(A), 'x-test-unsigned': '1' }, payload: { paused: true, reason: 'night' } })
    expect(bodyless.json()).toMatchObject({ code: 403, error: 'operator.signature_required' })
  })
})

/** What a database owner could do: switch the trigger off, change the rows, switch it on. */
async function asOwnerBehindTheTrigger(db: Parameters<typeof checkAuditChain>[0], statement: ReturnType<typeof sql>) {
  await sql`alter table operator_audit disable trigger operator_audit_append_only`.execute(db)
  try {
    await statement.execute(db)
  } finally {
    await sql`alter table operator_audit enable trigger operator_audit_append_only`.execute(db)
  }
}
