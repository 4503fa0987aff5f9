import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The game token (`Game Encrypt Address`): who the game site may treat as signed in, for a few
 * minutes. `<payload>.<mac>`, both base64url: the payload names the address and the expiry (unix
 * seconds), the mac is HMAC-SHA256 over the payload with the secret we share with the game service.
 * The same functions sign the service-to-service calls' bodies (`x-game-signature`).
 */
export interface GameTokenClaims {
  address: string
  /** Unix seconds. */
  expiresAt: number
}

export type GameTokenCheck = { ok: true; claims: GameTokenClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

export function hmacOf(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}

/** Constant-time comparison of two MACs (a length mismatch is simply unequal). */
export function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function signGameToken(secret: string, claims: GameTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ a: claims.address.toLowerCase(), e: claims.expiresAt })).toString('base64url')
  return `${payload}.${hmacOf(secret, payload)}`
}

export function verifyGameToken(secret: string, token: string, now: Date): GameTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 2 || parts.some((part) => !/^[A-Za-z0-9_-]{1,512}$/.test(part))) return { ok: false, reason: 'malformed' }
  const [payload = '', mac = ''] = parts
  if (!sameMac(mac, hmacOf(secret, payload))) return { ok: false, reason: 'forged' }
  let claims: { a?: unknown; e?: unknown }
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; e?: unknown }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof claims.a !== 'string' || !/^0x[0-9a-f]{40}$/.test(claims.a) || typeof claims.e !== 'number' || !Number.isInteger(claims.e)) return { ok: false, reason: 'malformed' }
  if (claims.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { address: claims.a, expiresAt: claims.e } }
}
