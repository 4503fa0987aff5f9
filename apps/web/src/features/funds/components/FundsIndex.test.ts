import { describe, expect, it } from 'vitest'
import { tabFromLocation } from './FundsIndex.tsx'

describe('tabFromLocation', () => {
  it('takes the query id first, then the route, then deposit', () => {
    expect(tabFromLocation('1', 2)).toBe(1)
    expect(tabFromLocation(null, 2)).toBe(2)
    expect(tabFromLocation('7', undefined)).toBe(0)
    expect(tabFromLocation(null, undefined)).toBe(0)
  })
})
