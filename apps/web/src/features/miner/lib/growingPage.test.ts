import { describe, expect, it } from 'vitest'
import { nextPageSize, PAGE_SIZE_STEP } from './growingPage.ts'

const rows = (count: number) => ({ list: Array.from({ length: count }, (_, index) => index) })

describe('nextPageSize', () => {
  it('grows the page size by 10 while pages come back full', () => {
    expect(PAGE_SIZE_STEP).toBe(10)
    expect(nextPageSize(rows(10), 10)).toBe(20)
    expect(nextPageSize(rows(20), 20)).toBe(30)
  })

  it('stops once fewer rows than the page size come back', () => {
    expect(nextPageSize(rows(0), 10)).toBeUndefined()
    expect(nextPageSize(rows(9), 10)).toBeUndefined()
    expect(nextPageSize(rows(25), 30)).toBeUndefined()
  })
})
