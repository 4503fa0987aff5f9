import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseSiweMessage } from 'viem/siwe'
import { activateAccount, getActiveSession, readSession } from '../../../lib/session.ts'
import { signIn, signOut } from './signIn.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const expiresAt = new Date(Date.now() + 86_400_000).toISOString()

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 })
}

describe('signIn', () => {
  beforeEach(() => {
    localStorage.clear()
    activateAccount(null)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('signs the server nonce in a SIWE message and stores the session per address', async () => {
    const calls: Array<{ url: string; body?: unknown; auth?: string | undefined }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined, auth: headers.Authorization })
        if (url === '/api/auth/nonce') return envelope({ nonce: 'n0nce12345678', expires_at: expiresAt })
        if (url === '/api/auth/login') return envelope({ token: 'session-token', address: account, expires_at: expiresAt })
        if (url === '/api/auth/logout') return envelope(null)
        throw new Error(`unexpected ${url}`)
      }),
    )
    const signMessage = vi.fn(async () => '0xabcdef' as const)

    const session = await signIn({
      address: account.toLowerCase(),
      chainId: 31337,
      signMessage,
      location: { host: 'localhost:4173', origin: 'http://localhost:4173' },
    })

    const message = (signMessage.mock.calls[0] as unknown as [string])[0]
    expect(parseSiweMessage(message)).toMatchObject({ address: account, chainId: 31337, nonce: 'n0nce12345678', domain: 'localhost:4173' })
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/nonce', '/api/auth/login'])
    expect(calls[1]!.body).toEqual({ message, signature: '0xabcdef' })
    expect(session.token).toBe('session-token')
    expect(readSession(account)?.token).toBe('session-token')
    expect(getActiveSession()?.token).toBe('session-token')

    await signOut(account)
    expect(calls.at(-1)).toMatchObject({ url: '/api/auth/logout', auth: 'Bearer session-token' })
    expect(readSession(account)).toBeNull()
    expect(getActiveSession()).toBeNull()
  })

  it('stores nothing when the wallet refuses to sign', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope({ nonce: 'n0nce12345678', expires_at: expiresAt })))
    const refusal = new Error('User rejected the request.')
    await expect(
      signIn({ address: account, chainId: 56, signMessage: () => Promise.reject(refusal), location: { host: 'hapdex.app', origin: 'https://hapdex.app' } }),
    ).rejects.toBe(refusal)
    expect(readSession(account)).toBeNull()
  })

  it('ignores an expired stored session', () => {
    localStorage.setItem(
      `hapdex.session.${account.toLowerCase()}`,
      JSON.stringify({ token: 'old', address: account, expires_at: new Date(Date.now() - 1000).toISOString() }),
    )
    expect(activateAccount(account)).toBeNull()
  })
})
