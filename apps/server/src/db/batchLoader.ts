import DataLoader from 'dataloader'

export interface BatchLoaderOptions {
  /** Largest batch sent at once; more waiting loads form the next batch. */
  maxBatchSize: number
  /** Batches allowed in the database at once; loads arriving meanwhile wait and join the next one. */
  maxInFlight: number
}

/** Reads lock nothing, so two batches may overlap (sessions, balances, a purchase's standing). */
export const READ_BATCHING: BatchLoaderOptions = { maxBatchSize: 256, maxInFlight: 2 }

/**
 * A DataLoader (no cache: every load reads or writes afresh) whose batches are sized by load:
 * when a batch may start, it waits one turn of the event loop (every request already read off
 * its socket joins it); when `maxInFlight` batches are running, it waits for one to finish. Idle,
 * a load costs a turn of the event loop; busy, one database round trip serves many requests.
 */
export function createBatchLoader<K, V>(load: (keys: readonly K[]) => Promise<readonly (V | Error)[]>, options: BatchLoaderOptions): DataLoader<K, V, K> {
  let inFlight = 0
  const waiting: (() => void)[] = []
  const start = (dispatch: () => void) => {
    inFlight++
    setImmediate(dispatch)
  }
  return new DataLoader<K, V, K>(
    async (keys) => {
      try {
        return await load(keys)
      } finally {
        inFlight--
        const next = waiting.shift()
        if (next !== undefined) start(next)
      }
    },
    {
      cache: false,
      maxBatchSize: options.maxBatchSize,
      batchScheduleFn: (dispatch) => (inFlight < options.maxInFlight ? start(dispatch) : waiting.push(dispatch)),
    },
  )
}
