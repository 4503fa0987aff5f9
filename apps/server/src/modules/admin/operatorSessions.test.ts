import { describe, expect, it } from 'vitest'
import { account, postLogin, signedLogin, signIn } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { walletSuite } from '../../test/walletTestKit.ts'

const A = 3
const MINUTE = 60_000

/** Operator sessions are short (decision 0046): 30 idle minutes, 8 hours from sign-in, and "sign out everywhere". */
describe.each(testDatabases)('operator sessions on $name', ({ create }) => {
  let clock = new Date()
  const s = walletSuite(create, { users: 4, env: { ADMIN_ADDRESSES: account(A).address }, operatorClock: () => clock, perTest: true })
  const session = (authorization: string) => s.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization } })

  it('ends a session idle past its limit, and keeps one in use until its absolute limit', async () => {
    clock = new Date()
    const auth = s.auth[A]!
    expect((await session(auth)).statusCode).toBe(200)
    // In use every 29 minutes, it lasts.
    for (let step = 0; step < 5; step++) {
      clock = new Date(clock.getTime() + 29 * MINUTE)
      expect((await session(auth)).statusCode).toBe(200)
    }
    // Past eight hours since sign-in, however busy.
    const late = await signIn(s.app, account(A))
    clock = new Date(Date.now() + 8 * 60 * MINUTE + MINUTE)
    expect((await session(late)).json()).toMatchObject({ code: 401, error: 'operator.session_expired' })

    const idle = await signIn(s.app, account(A))
    clock = new Date()
    expect((await session(idle)).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 31 * MINUTE)
    expect((await session(idle)).json()).toMatchObject({ code: 401, error: 'operator.session_expired' })
    // A refused call records nothing: later it is still refused.
    clock = new Date(clock.getTime() + MINUTE)
    expect((await session(idle)).json()).toMatchObject({ code: 401, error: 'operator.session_expired' })
  })

  it('signs the operator out everywhere: every session of the address ends, and the sign-out is audited', async () => {
    clock = new Date()
    const other = await signIn(s.app, account(A))
    const ended = await s.post('/api/admin/session/end-all', A, {})
    expect(ended.json().data.ended).toBe(2)
    expect((await session(s.auth[A]!)).statusCode).toBe(401)
    // The other device's session is evicted with every other of the address (sessionRevocation.ts).
    const fresh = await signIn(s.app, account(A))
    expect((await session(fresh)).statusCode).toBe(200)
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization: other } })).statusCode).toBe(401)
    const audit = await s.app.inject({ method: 'GET', url: '/api/admin/audit/list?action=operator.sign_out_everywhere', headers: { authorization: fresh } })
    expect(audit.json().data.list[0]).toMatchObject({ actor: account(A).address, target: `operator:${account(A).address}`, signatures: [expect.objectContaining({ signer: account(A).address })] })
  })
})

/** With the console on its own origin, only a session signed in there operates: a token of the users' app never does. */
describe.each(testDatabases)('the console on its own origin on $name', ({ create }) => {
  const s = walletSuite(create, { users: 4, env: { ADMIN_ADDRESSES: account(A).address, ADMIN_ORIGIN: 'http://console.hapdex.test' } })
  const session = (authorization: string) => s.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization } })

  it("refuses the operator's session of the users' origin, and accepts one signed in on the console's", async () => {
    expect((await session(s.auth[A]!)).json()).toMatchObject({ code: 403, error: 'operator.console_origin' })
    const login = await postLogin(s.app, await signedLogin(s.app, account(A), { domain: 'console.hapdex.test', uri: 'http://console.hapdex.test/admin/' }))
    const token = `Bearer ${login.json().data.token as string}`
    expect((await session(token)).json().data).toEqual({ address: account(A).address })
    // The users' app of the same address still works with its own session.
    expect((await s.get('/api/wallet/info?token_id=2', A)).statusCode).toBe(200)
    const elsewhere = await postLogin(s.app, await signedLogin(s.app, account(A), { domain: 'evil.example', uri: 'http://evil.example/' }))
    expect(elsewhere.json()).toMatchObject({ error: 'auth.message_invalid' })
  })
})
