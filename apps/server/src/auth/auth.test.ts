import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertSession, revokeSession } from './auth.repo.ts'
import { hashSessionToken, newSessionToken } from './sessionToken.ts'
import { account, fetchNonce, postLogin, signedLogin, signIn } from '../test/signIn.ts'
import { TEST_HOST, appSuite, testApp } from '../test/testApp.ts'
import { testDatabases } from '../test/testDb.ts'

describe.each(testDatabases)('auth on $name', ({ create }) => {
  const s = appSuite(create)

  const info = (authorization?: string) =>
    s.app.inject({ method: 'GET', url: '/api/uc/info', headers: { host: TEST_HOST, ...(authorization ? { authorization } : {}) } })

  it('issues a nonce that expires in ten minutes', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/auth/nonce' })
    const { data } = response.json()
    expect(data.nonce).toMatch(/^[0-9a-f]{32}$/)
    const ttl = new Date(data.expires_at).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(9 * 60_000)
    expect(ttl).toBeLessThanOrEqual(10 * 60_000)
  })

  it('signs in, registers the user and opens a session', async () => {
    const response = await postLogin(s.app, await signedLogin(s.app, account(0)))
    expect(response.statusCode).toBe(200)
    const { code, data } = response.json()
    expect(code).toBe(200)
    expect(data.address).toBe(account(0).address)
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await info(`Bearer ${data.token}`)
    expect(me.statusCode).toBe(200)
    expect(me.json().data.address).toBe(account(0).address)
  })

  it('accepts a nonce once: the second login with it is 401', async () => {
    const login = await signedLogin(s.app, account(1))
    expect((await postLogin(s.app, login)).statusCode).toBe(200)
    const again = await postLogin(s.app, login)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toMatchObject({ code: 401, error: 'auth.nonce_invalid', data: null })
  })

  it('accepts a nonce once even when two logins race', async () => {
    const nonce = await fetchNonce(s.app)
    const [a, b] = await Promise.all([
      signedLogin(s.app, account(1), { nonce }).then((body) => postLogin(s.app, body)),
      signedLogin(s.app, account(2), { nonce }).then((body) => postLogin(s.app, body)),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401])
  })

  it('rejects a nonce the server never issued', async () => {
    const response = await postLogin(s.app, await signedLogin(s.app, account(0), { nonce: 'abcdef0123456789abcdef0123456789' }))
    expect(response.json()).toMatchObject({ code: 401, error: 'auth.nonce_invalid' })
  })

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another uri', { uri: 'https://evil.example/' }],
    ['another chain id', { chainId: 56 }],
    ['an expired message', { expirationTime: new Date(Date.now() - 1000) }],
    ['a message not valid yet', { notBefore: new Date(Date.now() + 3_600_000) }],
    ['an old issuedAt', { issuedAt: new Date(Date.now() - 3_600_000) }],
  ])('rejects %s with auth.message_invalid', async (_, overrides) => {
    const response = await postLogin(s.app, await signedLogin(s.app, account(0), overrides))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 401, error: 'auth.message_invalid', data: null })
  })

  it('rejects a signature by another key', async () => {
    const { message } = await signedLogin(s.app, account(0))
    const signature = await account(1).signMessage({ message })
    const response = await postLogin(s.app, { message, signature })
    expect(response.json()).toMatchObject({ code: 401, error: 'auth.signature_invalid' })
  })

  it('rejects a malformed signature', async () => {
    const { message } = await signedLogin(s.app, account(0))
    const response = await postLogin(s.app, { message, signature: '0x1234' })
    expect(response.json()).toMatchObject({ code: 401, error: 'auth.signature_invalid' })
  })

  it('checks the domain against PUBLIC_ORIGIN when it is set', async () => {
    const pinned = await testApp(s.db, { PUBLIC_ORIGIN: 'https://s.app.hapdex.example' })
    try {
      const wrong = await postLogin(pinned, await signedLogin(pinned, account(0)))
      expect(wrong.json().error).toBe('auth.message_invalid')
      const right = await postLogin(
        pinned,
        await signedLogin(pinned, account(0), { domain: 's.app.hapdex.example', uri: 'https://s.app.hapdex.example/' }),
      )
      expect(right.statusCode).toBe(200)
    } finally {
      await pinned.close()
    }
  })

  it.each([
    ['no header', undefined],
    ['a bare address', account(0).address],
    ['a Bearer address', `Bearer ${account(0).address}`],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])('answers 401 on a signed-in endpoint with %s', async (_, authorization) => {
    const response = await info(authorization)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: 'Please connect your wallet and sign in', data: null, error: 'unauthorized' })
  })

  it('revokes the session on logout', async () => {
    const authorization = await signIn(s.app, account(3))
    expect((await info(authorization)).statusCode).toBe(200)
    const logout = await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } })
    expect(logout.json()).toEqual({ code: 200, msg: 'success', data: null })
    expect((await info(authorization)).statusCode).toBe(401)
  })

  it('resolves sessions not cached yet, arriving together, each to its own user (they are read in one batch)', async () => {
    const session = async (i: number) => {
      await signIn(s.app, account(i))
      const token = newSessionToken()
      await insertSession(s.db, { tokenHash: hashSessionToken(token), address: account(i).address, expiresAt: new Date(Date.now() + 60_000), console: false })
      return { token, tokenHash: hashSessionToken(token) }
    }
    const [four, five, six] = [await session(4), await session(5), await session(6)]
    await revokeSession(s.db, five.tokenHash)
    const tokens = [four.token, five.token, six.token, newSessionToken(), four.token]
    const answers = await Promise.all(tokens.map((token) => info(`Bearer ${token}`)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 401, 200])
    expect([0, 2, 4].map((k) => answers[k]!.json().data.address)).toEqual([account(4).address, account(6).address, account(4).address])
  })

  it('answers in the Lang header language', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/uc/info', headers: { lang: 'zh-CN' } })
    expect(response.json().msg).toBe('请连接钱包并登录')
  })
  it('answers a failing session lookup with a 500, not a hung request', async () => {
    await sql`alter table sessions rename to sessions_away`.execute(s.db)
    try {
      const response = await info(`Bearer ${'x'.repeat(43)}`)
      expect(response.json()).toMatchObject({ code: 500, error: 'internal' })
    } finally {
      await sql`alter table sessions_away rename to sessions`.execute(s.db)
    }
  })
})
