import { lazy } from 'react'

/** What React.lazy accepts as a module's default export. */
export type LazyComponent = Parameters<typeof lazy>[0] extends () => PromiseLike<{ default: infer C }> ? C : never

/**
 * React.lazy for a module that may have arrived already (`boot.ts` starts the first screen's with
 * the page): then it renders in the same pass. Given a promise, React suspends for it even when it
 * is resolved, shows the boundary's loading rows, and then holds the content back for 300 ms after
 * them (its throttle on revealing suspended content): the first screen came 250 ms after
 * everything it needed had arrived.
 */
export function lazyOnceLoaded<M, T extends LazyComponent>(loaded: () => M | undefined, load: () => Promise<M>, pick: (module: M) => T) {
  return lazy(() => {
    const module = loaded()
    return module ? settled({ default: pick(module) }) : load().then((arrived) => ({ default: pick(arrived) }))
  })
}

/**
 * A value React.lazy reads in the same render: lazy calls nothing of its factory's answer but
 * `then`, and a `then` that calls back at once settles it before React asks for the module.
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as R1))
    },
  }
  return thenable as Promise<T>
}
