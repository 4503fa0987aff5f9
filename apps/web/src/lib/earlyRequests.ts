import { loadEnvelope, type AnyEndpoint, type LazyEndpoint } from './lazyEndpoint.ts'
import { getSettings } from './settings.ts'

export const apiBase = '/api'

/** The headers of every /api call: JSON, the reader's language, and the session's token if any. */
export function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Lang: getSettings().language }
  // Identity is the SIWE session token only; a bare address is never sent as identity.
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

/**
 * Public GET requests the first screen will make, started by `boot.ts` as the page starts rather
 * than once the app's code has arrived and rendered (a phone on slow 4G gains a second). The api
 * client takes each over the first time it makes the same request (same URL, same language), so
 * it is still checked against its contract there; one not taken by the time the reader moves on
 * is dropped, so nothing later gets an old answer.
 */
const early = new Map<string, Promise<Response>>()

const keyOf = (url: string, headers: Record<string, string>) => `${url} ${headers.Lang ?? ''}`

/** Starts a public GET with no input, and the loading of the contract its answer is checked with. */
export function requestEarly(endpoint: LazyEndpoint<AnyEndpoint>): void {
  const url = `${apiBase}${endpoint.path}`
  const headers = requestHeaders(undefined)
  const response = fetch(url, { headers })
  // Taken over or dropped; a failure is the taker's to report (and a failed chunk is loaded again).
  response.catch(() => undefined)
  endpoint.load().catch(() => undefined)
  loadEnvelope().catch(() => undefined)
  early.set(keyOf(url, headers), response)
}

/**
 * The early response to this request, once; undefined when there is none. Only public endpoints
 * are requested early (their answer is the same with or without a session), so a caller's token
 * does not stop it being taken.
 */
export function takeEarlyRequest(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = keyOf(url, headers)
  const response = early.get(key)
  early.delete(key)
  return response
}

/** Forgets the early requests nobody took (the reader went to another screen first). */
export function dropEarlyRequests(): void {
  early.clear()
}
