import { loadEnvelope, type AnyEndpoint, type LazyEndpoint } from './lazyEndpoint.ts'
import { publicAsset } from './publicAsset.ts'
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

/**
 * Starts a public GET with no input, and the loading of the contract its answer is checked with;
 * the response is returned for `preloadImageNamedBy`, never to be read as the endpoint's answer.
 */
export function requestEarly(endpoint: LazyEndpoint<AnyEndpoint>): Promise<Response> {
  const url = `${apiBase}${endpoint.path}`
  const headers = requestHeaders(undefined)
  const response = fetch(url, { headers })
  // Taken over or dropped; a failure is the taker's to report (and a failed chunk is loaded again).
  response.catch(() => undefined)
  endpoint.load().catch(() => undefined)
  loadEnvelope().catch(() => undefined)
  early.set(keyOf(url, headers), response)
  return response
}

/**
 * Preloads the image an early answer names (`pick` reads its unchecked JSON body, from a copy, so
 * the api client still reads and checks the answer itself): the screen's largest image then
 * downloads beside the app's code, not once the screen has rendered. Only a path of this site is
 * preloaded; anything else, or an answer that is not JSON, is left to the screen.
 */
export function preloadImageNamedBy(response: Promise<Response>, pick: (body: unknown) => string | undefined): Promise<void> {
  return response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((body: unknown) => {
      const path = pick(body)
      if (path !== undefined && /^\/[\w./-]+$/.test(path)) preloadImage(publicAsset(path))
    })
    .catch(() => undefined)
}

function preloadImage(href: string): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
  link.href = href
  document.head.append(link)
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
