import { describe, expect, it } from 'vitest'
import { billTypeFrom, billFilterFor } from './BillList.tsx'

describe('bill filter', () => {
  it('reads the type from the link, ignoring anything else', () => {
    expect(billTypeFrom('withdraw')).toBe('withdraw')
    expect(billTypeFrom(null)).toBeUndefined()
    expect(billTypeFrom('toString')).toBeUndefined()
    expect(billTypeFrom('7')).toBeUndefined()
  })

  it('asks for every behaviour and token, narrowed to the chosen category', () => {
    expect(billFilterFor(undefined)).toEqual({ behavior_arr: '[-1]', token_id: 0 })
    expect(billFilterFor('exchange')).toEqual({ behavior_arr: '[-1]', token_id: 0, type_arr: '[3]' })
  })
})
