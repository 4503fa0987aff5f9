import { isAddress } from 'viem'

/**
 * Whether a 40-hex-digit address is free of typos as far as its letters can tell: one in a single
 * case carries no checksum (EIP-55), a mixed-case one must carry the right one. viem's strict
 * check refuses all-uppercase addresses too, which EIP-55 allows.
 */
export function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return isAddress(address, { strict: true })
}
