import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'

const MAX_REMEMBERED = 4096
/** EIP-55 hex digits (no 0x) by lowercase hex digits: the same few recipients come back again and again. */
const checksumsByLower = new Map<string, string>()

/**
 * Whether a 40-hex-digit address is free of typos as far as its letters can tell: one in a single
 * case carries no checksum (EIP-55), a mixed-case one must carry the right one. Hashed with
 * @noble/hashes (what viem uses), since core holds no chain client. The server checks every
 * transfer's and withdrawal's destination twice (request schema, then the service): pure-JS
 * Keccak each time was a tenth of a signed transfer's server CPU (bench/api), so an address's
 * checksum is computed once and remembered.
 */
export function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2)
  if (!/^[0-9a-fA-F]{40}$/.test(hex) || !address.startsWith('0x')) return false
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return hex === checksumHex(hex.toLowerCase())
}

function checksumHex(lower: string): string {
  const remembered = checksumsByLower.get(lower)
  if (remembered !== undefined) return remembered
  const hash = keccak_256(utf8ToBytes(lower))
  let checksummed = ''
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    checksummed += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  }
  // Bounded: anyone may send addresses of their own making; dropping all is simpler than an LRU and as good here.
  if (checksumsByLower.size >= MAX_REMEMBERED) checksumsByLower.clear()
  checksumsByLower.set(lower, checksummed)
  return checksummed
}
