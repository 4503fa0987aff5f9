import { createBatchLoader, type BatchLoaderOptions } from '../../db/batchLoader.ts'

/**
 * As the ledger's poster (ledgerBatch.ts): a crowd's requests share rows, so one statement and one
 * commit serve all that arrived together; the second batch in flight has travelled and waits on
 * those rows while the first commits.
 */
export const STATEMENT_BATCHING: BatchLoaderOptions = { maxBatchSize: 256, maxInFlight: 2 }

export interface StatementBatchesOptions<I, O> {
  /** Answers an item when its batch leaves, without the statement (undefined: the statement decides it). */
  answerWithout?: (item: I) => O | undefined
  batching?: BatchLoaderOptions
}

/**
 * Requests decided set-wise: the items that arrive together (createBatchLoader) go to `statement`
 * in one call, which answers one outcome per item, in order (partner_sell_seats, cm_publish_orders).
 * A statement is atomic: one that throws (an item breaking a constraint, a deadlock with another
 * process's batch) wrote nothing for any item, and each item is then tried alone, so only the item
 * at fault gets the error. `answerWithout` answers items the statement need not see (a partner
 * round known full while the batch waited).
 */
export function createStatementBatches<I, O>(statement: (items: readonly I[]) => Promise<readonly O[]>, options: StatementBatchesOptions<I, O> = {}): (item: I) => Promise<O> {
  const { answerWithout = () => undefined, batching = STATEMENT_BATCHING } = options
  const each = async (items: readonly I[]): Promise<(O | Error)[]> => {
    try {
      const outcomes = await statement(items)
      if (outcomes.length !== items.length) throw new Error(`a statement answered ${outcomes.length} of ${items.length} items`)
      return [...outcomes]
    } catch (error) {
      if (items.length === 1) return [error instanceof Error ? error : new Error(String(error))]
      return Promise.all(items.map(async (one) => (await each([one]))[0] as O | Error))
    }
  }
  const loader = createBatchLoader<I, O>(async (items) => {
    const answered = items.map((item) => answerWithout(item))
    const sent = items.filter((_, index) => answered[index] === undefined)
    const decided = sent.length === 0 ? [] : await each(sent)
    let next = 0
    return answered.map((answer) => (answer === undefined ? (decided[next++] as O | Error) : answer))
  }, batching)
  return (item) => loader.load(item)
}
