import { keccak_256 } from '@noble/hashes/sha3'
import { describe, expect, it, vi } from 'vitest'
import { hasValidChecksum } from './addressChecksum.ts'

vi.mock('@noble/hashes/sha3', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@noble/hashes/sha3')>()
  return { ...actual, keccak_256: vi.fn(actual.keccak_256) }
})

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

  it('hashes an address once however often it is checked (the server checks each destination twice per request)', () => {
    vi.mocked(keccak_256).mockClear()
    for (let i = 0; i < 3; i++) expect(hasValidChecksum('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(true)
    // A typo of the same address is answered from the same remembered checksum.
    expect(hasValidChecksum('0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false)
    expect(keccak_256).toHaveBeenCalledTimes(1)
  })
})
