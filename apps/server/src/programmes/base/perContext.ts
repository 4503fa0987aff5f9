import type { ProgrammeContext } from './programmeContext.ts'

/**
 * `make(ctx)` once per programme context (a test's database or the server's), made when first
 * asked: a programme's batches, book runs or caches never mix two databases.
 */
export function perContext<T>(make: (ctx: ProgrammeContext) => T): (ctx: ProgrammeContext) => T {
  const made = new WeakMap<ProgrammeContext, T>()
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, make(ctx))
    return made.get(ctx) as T
  }
}
