import { describe, expect, it } from 'vitest'
import { joinAction, timeStatusName } from './memberStatus.ts'

describe('member recruit status', () => {
  it('opens payment on 1 or empty, blocks 0 and 4 with their keys, and shows joined on 5', () => {
    expect(joinAction('1')).toEqual({ kind: 'open' })
    expect(joinAction('')).toEqual({ kind: 'open' })
    expect(joinAction('0')).toEqual({ kind: 'blocked', messageKey: 'h350' })
    expect(joinAction('4')).toEqual({ kind: 'blocked', messageKey: 'h329' })
    expect(joinAction('5')).toEqual({ kind: 'joined' })
  })

  it('names the time status', () => {
    expect([1, 2, 3].map((status) => timeStatusName(status as 1 | 2 | 3))).toEqual(['upcoming', 'ongoing', 'ended'])
  })
})
