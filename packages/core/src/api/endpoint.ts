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
  readonly method: M
  /** Path below /api, as the spec writes it. */
  readonly path: string
  /** Whether a signed-in session (Bearer token) is required. */
  readonly auth: boolean
  readonly summary: string
  /** Query for GET, JSON body for POST. */
  readonly input: I
  /** The `data` member of the envelope. */
  readonly output: O
}

export interface EndpointDefinition<M extends HttpMethod, I extends z.ZodType, O extends z.ZodType> {
  method: M
  path: string
  auth: boolean
  summary: string
  /** Builds the input and output schemas; called once, the first time either is read. */
  schemas: () => { input: I; output: O }
}

/**
 * Defines an endpoint whose schemas are built when first used. Building a zod schema costs time
 * (each object, refinement and wrapper is a few objects); a browser page checks a handful of the
 * 118 endpoints its contract chunk holds, and built at once they held a slow phone's main thread
 * for some 300 ms (docs/decisions/0012-first-load.md).
 */
export function defineEndpoint<M extends HttpMethod, I extends z.ZodType, O extends z.ZodType>({
  schemas,
  ...rest
}: EndpointDefinition<M, I, O>): Endpoint<M, I, O> {
  const schemasOnce = builtOnFirstUse(schemas)
  return {
    ...rest,
    get input() {
      return schemasOnce().input
    },
    get output() {
      return schemasOnce().output
    },
  }
}

/**
 * A schema endpoints extend or pick from (`.extend`, `.shape`), built the first time one of them
 * asks for it rather than as the contract chunk is evaluated, as an endpoint's own schemas are.
 * A shared schema nothing extends is a `z.lazy` instead, which keeps its users' syntax.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined
  return () => (built ??= build())
}

export type EndpointInput<E> = E extends Endpoint<HttpMethod, infer I, z.ZodType> ? z.input<I> : never
export type EndpointOutput<E> = E extends Endpoint<HttpMethod, z.ZodType, infer O> ? z.infer<O> : never
