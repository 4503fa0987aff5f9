import { describe, expect, it } from 'vitest'
import { hasValidChecksum } from './addressChecksum.ts'

describe('hasValidChecksum', () => {
  it('accepts the EIP-55 form and single-case addresses', () => {
    expect(hasValidChecksum('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(hasValidChecksum('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    expect(hasValidChecksum('0x70997970C51812DC3A010C7D01B50E0D17DC79C8')).toBe(true)
  })

  it('refuses a mixed-case address with one letter in the wrong case (a typo)', () => {
    expect(hasValidChecksum('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe(false)
    expect(hasValidChecksum('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })
})
