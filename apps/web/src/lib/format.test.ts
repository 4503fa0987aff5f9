import { describe, expect, it } from 'vitest'
import { shortenAddress } from './format.ts'

describe('shortenAddress', () => {
  it('keeps the prefix and the last 6 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  it('leaves short text untouched', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('')).toBe('')
  })
})
