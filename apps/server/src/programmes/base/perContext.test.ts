import { describe, expect, it } from 'vitest'
import { perContext } from './perContext.ts'
import type { ProgrammeContext } from './programmeContext.ts'

describe('perContext', () => {
  it('makes one value per context, when first asked, and keeps contexts apart', () => {
    const made: ProgrammeContext[] = []
    const counterOf = perContext((ctx) => {
      made.push(ctx)
      return { count: 0 }
    })
    const first = {} as ProgrammeContext
    const second = {} as ProgrammeContext
    expect(made).toEqual([])
    counterOf(first).count += 1
    counterOf(first).count += 1
    counterOf(second).count += 5
    expect([counterOf(first).count, counterOf(second).count]).toEqual([2, 5])
    expect(made).toHaveLength(2)
    expect(made[0]).toBe(first)
  })
})
