import { describe, expect, it } from 'vitest'
import { nextPageOf, RECORD_PAGE_SIZE } from './pagination.ts'

describe('nextPageOf', () => {
  it('asks for the next page after a full page and stops after a short one', () => {
    expect(nextPageOf({ list: Array.from({ length: RECORD_PAGE_SIZE }), page: 3 })).toBe(4)
    expect(nextPageOf({ list: Array.from({ length: RECORD_PAGE_SIZE - 1 }), page: 3 })).toBeUndefined()
    expect(nextPageOf({ list: [], page: 1 })).toBeUndefined()
  })
})
