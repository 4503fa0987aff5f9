import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'

/**
 * Whether a 40-hex-digit address is free of typos as far as its letters can tell: one in a single
 * case carries no checksum (EIP-55), a mixed-case one must carry the right one. Hashed with
 * @noble/hashes (what viem uses), since core holds no chain client.
 */
export function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2)
  if (!/^[0-9a-fA-F]{40}$/.test(hex) || !address.startsWith('0x')) return false
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  const lower = hex.toLowerCase()
  const hash = keccak_256(utf8ToBytes(lower))
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const expected = nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
    if (hex[i] !== expected) return false
  }
  return true
}
