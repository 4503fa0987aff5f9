import { describe, expect, it } from 'vitest'
import { createBookRuns } from './bookRuns.ts'

describe('createBookRuns', () => {
  it('runs once at a time, and callers who come during a run share exactly one run after it', async () => {
    const started: number[] = []
    const finishers: Array<() => void> = []
    const runs = createBookRuns(() => {
      started.push(started.length)
      return new Promise<void>((resolve) => finishers.push(resolve))
    })
    const first = runs()
    const waiting = [runs(), runs(), runs()]
    expect(started).toEqual([0])
    finishers[0]!()
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual([0, 1])
    finishers[1]!()
    await Promise.all(waiting)
    expect(started).toEqual([0, 1])
    const later = runs()
    expect(started).toEqual([0, 1, 2])
    finishers[2]!()
    await later
  })

  it('passes a failed run on to its callers and still runs the next', async () => {
    let fail = true
    const runs = createBookRuns(async () => {
      if (fail) throw new Error('deadlock')
    })
    const failing = runs()
    const after = runs()
    fail = false
    await expect(failing).rejects.toThrow('deadlock')
    await expect(after).resolves.toBeUndefined()
  })
})
