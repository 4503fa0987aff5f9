import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { siteOrigin } from '../http/siteOrigin.ts'
import { testChain } from '../test/chainFixture.ts'
import { account, postLogin, signedLogin } from '../test/signIn.ts'
import { appSuite, testApp } from '../test/testApp.ts'
import { testDatabases } from '../test/testDb.ts'

/** Issue 15: the Sign-In with Ethereum domain comes from the configured origin, never from the request. */

const EVIL = 'evil.example'
const evilMessage = { domain: EVIL, uri: `https://${EVIL}/` }

describe.each(testDatabases)('the sign-in domain on $name', ({ create }) => {
  const s = appSuite(create)

  const loginWithHost = (target: FastifyInstance, body: { message: string; signature: string }, headers: Record<string, string>) =>
    target.inject({ method: 'POST', url: '/api/auth/login', headers, payload: body })

  it('refuses a message signed for another site whatever Host the request claims', async () => {
    const response = await loginWithHost(s.app, await signedLogin(s.app, account(0), evilMessage), { host: EVIL })
    expect(response.json()).toMatchObject({ code: 401, error: 'auth.message_invalid' })
  })

  it('refuses it behind a trusted proxy that forwards another host', async () => {
    const proxied = await testApp(s.db, { TRUSTED_PROXIES: '127.0.0.1' })
    try {
      const response = await loginWithHost(proxied, await signedLogin(proxied, account(0), evilMessage), { 'x-forwarded-host': EVIL })
      expect(response.json().error).toBe('auth.message_invalid')
    } finally {
      await proxied.close()
    }
  })

  it('without PUBLIC_ORIGIN, trusts no request: nothing signs in until the server knows where it listens', async () => {
    const origin = siteOrigin({ publicOrigin: undefined })
    const bare = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }), db: s.db, chain: testChain, origin })
    try {
      const forged = await loginWithHost(bare, await signedLogin(bare, account(0), evilMessage), { host: EVIL })
      expect(forged.json()).toMatchObject({ code: 401, error: 'auth.message_invalid' })
      origin.listenedAt('http://127.0.0.1:8080')
      const listened = { domain: '127.0.0.1:8080', uri: 'http://127.0.0.1:8080/' }
      expect((await postLogin(bare, await signedLogin(bare, account(0), listened))).statusCode).toBe(200)
      expect((await loginWithHost(bare, await signedLogin(bare, account(0), evilMessage), { host: EVIL })).json().error).toBe('auth.message_invalid')
    } finally {
      await bare.close()
    }
  })

  it('keeps a configured origin once listening', () => {
    const origin = siteOrigin({ publicOrigin: 'https://s.app.hapdex.example' })
    origin.listenedAt('http://127.0.0.1:8080')
    expect(origin.value).toBe('https://s.app.hapdex.example')
  })
})
