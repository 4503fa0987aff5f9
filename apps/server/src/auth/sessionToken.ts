import { hash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** One-shot `hash`: a third of createHash's cost, and it runs on every signed-in request. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex')
}

const bearer = /^Bearer ([A-Za-z0-9_-]{43})$/

/**
 * The session token of an `Authorization: Bearer <token>` header, or undefined. A bare wallet
 * address (the legacy clients' "identity") never matches, with or without the Bearer prefix.
 */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : bearer.exec(header.trim())?.[1]
}
