import { describe, expect, it } from 'vitest'
import { memberConfigStatus, memberTimeStatus } from './memberRecruit.ts'

const window = { begin_time: '2026-03-10T08:00:00.000Z', end_time: '2026-03-20T08:00:00.000Z' }
const at = (iso: string) => Date.parse(iso)

describe('member recruit window', () => {
  it('is upcoming before begin_time, ongoing from it to end_time inclusive, ended after', () => {
    expect(memberTimeStatus(window, at('2026-03-10T07:59:59.999Z'))).toBe(1)
    expect(memberTimeStatus(window, at('2026-03-10T08:00:00.000Z'))).toBe(2)
    expect(memberTimeStatus(window, at('2026-03-20T08:00:00.000Z'))).toBe(2)
    expect(memberTimeStatus(window, at('2026-03-20T08:00:00.001Z'))).toBe(3)
  })

  it('reads no window as upcoming', () => {
    expect(memberTimeStatus({ begin_time: '', end_time: '' }, at('2026-03-15T00:00:00.000Z'))).toBe(1)
  })

  it('answers joined first, then closed or not yet open, ended, open', () => {
    expect(memberConfigStatus(false, 3, true)).toBe('5')
    expect(memberConfigStatus(false, 2, false)).toBe('0')
    expect(memberConfigStatus(true, 1, false)).toBe('0')
    expect(memberConfigStatus(true, 3, false)).toBe('4')
    expect(memberConfigStatus(true, 2, false)).toBe('1')
  })
})
