import type { z } from 'zod'
import type { Endpoint, HttpMethod } from '@hapdex/core/api/endpoint'

export type AnyEndpoint = Endpoint<HttpMethod, z.ZodType, z.ZodType>

/**
 * An endpoint named by its method and path, its zod contract loaded only when a response is to be
 * checked (in parallel with the request). For the calls of the shell and the first screen: their
 * contracts, and zod, stay off the startup path (docs/decisions/0012-first-load.md). `lib/
 * endpoints.test.ts` checks that every one names its contract's method and path.
 */
export interface LazyEndpoint<E extends AnyEndpoint> {
  readonly method: E['method']
  readonly path: string
  readonly load: () => Promise<E>
}

export function lazyEndpoint<E extends AnyEndpoint>(method: E['method'], path: string, load: () => Promise<E>): LazyEndpoint<E> {
  return { method, path, load }
}

/** The schema of the envelope every answer comes in, checked with each endpoint's own. */
export const loadEnvelope = () => import('@hapdex/core/api/envelope')
