import { describe, expect, it } from 'vitest'
import { recordProgress } from './recordProgress.ts'

describe('recordProgress', () => {
  it('is the released share of the cap, from wire strings', () => {
    expect(recordProgress('200', '200')).toBe(0)
    expect(recordProgress('150', '200')).toBe(25)
    expect(recordProgress('0.000000000000000001', '200')).toBe(99)
    expect(recordProgress('0', '200')).toBe(100)
  })
})
