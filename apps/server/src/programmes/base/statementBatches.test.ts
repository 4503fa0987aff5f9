import { describe, expect, it } from 'vitest'
import { createStatementBatches } from './statementBatches.ts'

/** A statement that doubles its items, records each call, and fails a batch holding a negative item (atomic: it answers nothing then). */
function doubling() {
  const calls: number[][] = []
  const statement = async (items: readonly number[]) => {
    calls.push([...items])
    if (items.some((item) => item < 0)) throw new Error(`refused ${items.join(',')}`)
    return items.map((item) => item * 2)
  }
  return { calls, statement }
}

describe('createStatementBatches', () => {
  it('sends the items that arrive together to one statement and answers each its own outcome', async () => {
    const { calls, statement } = doubling()
    const decide = createStatementBatches(statement)
    expect(await Promise.all([1, 2, 3, 4].map(decide))).toEqual([2, 4, 6, 8])
    expect(calls).toEqual([[1, 2, 3, 4]])
  })

  it('tries each item alone after a failed statement, so only the item at fault fails', async () => {
    const { calls, statement } = doubling()
    const decide = createStatementBatches(statement)
    const outcomes = await Promise.allSettled([5, -7, 9].map(decide))
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused -7') },
      { status: 'fulfilled', value: 18 },
    ])
    expect(calls).toEqual([[5, -7, 9], [5], [-7], [9]])
  })

  it('answers without the statement what answerWithout answers, keeping every other outcome in its place', async () => {
    const { calls, statement } = doubling()
    const decide = createStatementBatches(statement, { answerWithout: (item) => (item % 3 === 0 ? -1 : undefined) })
    expect(await Promise.all([3, 4, 6, 5].map(decide))).toEqual([-1, 8, -1, 10])
    expect(calls).toEqual([[4, 5]])
    expect(await Promise.all([3, 9].map(decide))).toEqual([-1, -1])
    expect(calls).toHaveLength(1)
  })

  it('refuses a statement that answers a different number of outcomes than it got items', async () => {
    const decide = createStatementBatches(async (items: readonly number[]) => items.slice(1))
    await expect(decide(1)).rejects.toThrow('a statement answered 0 of 1 items')
  })

  it('bounds a batch by maxBatchSize and the statements running at once by maxInFlight', async () => {
    let running = 0
    const sizes: number[] = []
    const finishers: Array<() => void> = []
    const decide = createStatementBatches(
      async (items: readonly number[]) => {
        sizes.push(items.length)
        running++
        await new Promise<void>((resolve) => finishers.push(resolve))
        running--
        return items
      },
      { batching: { maxBatchSize: 4, maxInFlight: 1 } },
    )
    const items = Array.from({ length: 10 }, (_, i) => i)
    const answered = Promise.all(items.map(decide))
    for (let batch = 0; batch < 3; batch++) {
      while (finishers.length === 0) await new Promise((resolve) => setImmediate(resolve))
      expect(running).toBe(1)
      finishers.shift()!()
    }
    expect(await answered).toEqual(items)
    expect(sizes).toEqual([4, 4, 2])
  })
})
