/**
 * One run of the book at a time per process, shared by everyone who asked while one was going:
 * a caller whose order committed while a run was under way waits for the next run (which starts
 * after the current one and so sees the order), and every caller waiting meanwhile shares that
 * one. So the matching of a burst of publishes is a few batched transactions on one connection,
 * rather than every publish holding a pool connection while it waits for the book's lock (with
 * the pool full of waiters no publish could commit, and the book ran one order per commit).
 * Other processes are kept apart by the lock itself (cmBook.ts).
 */
export function createBookRuns(run: () => Promise<unknown>): () => Promise<void> {
  let current: Promise<void> | undefined
  let next: Promise<void> | undefined
  const start = (): Promise<void> => {
    const started = run().then(() => undefined)
    // The caller gets the run's failure through `started`; `current` only marks that a run is under
    // way and never rejects, or a failed run nobody else waited on would be an unhandled rejection
    // (which ends a Node process).
    current = started
      .catch(() => undefined)
      .finally(() => {
        current = undefined
      })
    return started
  }
  return () => {
    if (current === undefined) return start()
    // The run under way may have read the arrivals before this caller's order committed: wait for the next one.
    next ??= current.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined
      return current === undefined ? start() : current
    })
    return next
  }
}
