import { describe, expect, it } from 'vitest'
import { INVITE_ALPHABET, newInviteCode, normalizeInviteCode } from './inviteCode.ts'

describe('invite codes', () => {
  it('uses 32 symbols without 0, O, 1 or I', () => {
    expect(new Set(INVITE_ALPHABET).size).toBe(32)
    expect(INVITE_ALPHABET).not.toMatch(/[0O1I]/)
  })

  it('draws 8 random symbols', () => {
    const codes = new Set(Array.from({ length: 1000 }, newInviteCode))
    expect(codes.size).toBe(1000)
    for (const code of codes) expect(normalizeInviteCode(code)).toBe(code)
  })

  it('normalizes case and rejects other text', () => {
    expect(normalizeInviteCode(' abcd2345 ')).toBe('ABCD2345')
    expect(normalizeInviteCode('ABCD234O')).toBeUndefined()
    expect(normalizeInviteCode('ABC')).toBeUndefined()
  })
})
