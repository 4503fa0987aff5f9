import { describe, expect, it } from 'vitest'
import { signGameToken, verifyGameToken } from './gameToken.ts'

const secret = 'a secret of sixteen or more'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = new Date('2026-03-10T08:00:00Z')
const expiresAt = now.getTime() / 1000 + 300

describe('game token', () => {
  it('carries the address until it expires', () => {
    const token = signGameToken(secret, { address, expiresAt })
    expect(verifyGameToken(secret, token, now)).toEqual({ ok: true, claims: { address: address.toLowerCase(), expiresAt } })
    expect(verifyGameToken(secret, token, new Date(now.getTime() + 299_000)).ok).toBe(true)
    expect(verifyGameToken(secret, token, new Date(now.getTime() + 300_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, an altered payload and garbage', () => {
    const token = signGameToken(secret, { address, expiresAt })
    const [payload = '', mac = ''] = token.split('.')
    expect(verifyGameToken('another secret of sixteen', token, now)).toEqual({ ok: false, reason: 'forged' })
    const later = Buffer.from(JSON.stringify({ a: address.toLowerCase(), e: expiresAt + 86_400 })).toString('base64url')
    expect(verifyGameToken(secret, `${later}.${mac}`, now)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyGameToken(secret, `${payload}`, now)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyGameToken(secret, 'a.b.c', now)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyGameToken(secret, `${payload}.${mac}x`, now)).toEqual({ ok: false, reason: 'forged' })
  })
})
