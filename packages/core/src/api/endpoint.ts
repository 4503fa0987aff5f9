import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST'

/**
 * One /api endpoint: the single source for the server's validation and serialization, the web
 * client's request and response checks, and the generated API reference.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  method: M
  /** Path below /api, as the spec writes it. */
  path: string
  /** Whether a signed-in session (Bearer token) is required. */
  auth: boolean
  summary: string
  /** Query for GET, JSON body for POST. */
  input: I
  /** The `data` member of the envelope. */
  output: O
}

export function defineEndpoint<M extends HttpMethod, I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<M, I, O>,
): Endpoint<M, I, O> {
  return endpoint
}

export type EndpointInput<E> = E extends Endpoint<HttpMethod, infer I, z.ZodType> ? z.input<I> : never
export type EndpointOutput<E> = E extends Endpoint<HttpMethod, z.ZodType, infer O> ? z.infer<O> : never
