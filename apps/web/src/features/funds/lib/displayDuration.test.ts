import { describe, expect, it } from 'vitest'
import { displayDuration } from './displayDuration.ts'

describe('displayDuration', () => {
  it('says whole minutes, then hours, in the language', () => {
    expect(displayDuration(60, 'en-US')).toBe('1 minute')
    expect(displayDuration(61, 'en-US')).toBe('2 minutes')
    expect(displayDuration(3 * 3600, 'en-US')).toBe('3 hours')
    expect(displayDuration(180, 'zh-CN')).toBe('3分钟')
    expect(displayDuration(60, 'ko-KR')).toBe('1분')
  })
})
