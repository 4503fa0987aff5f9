import createKeccakHash from 'keccak'
import secp256k1 from 'secp256k1'
import type { Hex } from 'viem'

/**
 * The EIP-191 (personal_sign) signer of a message, lower-case, or undefined for a malformed
 * signature. Recovery runs in libsecp256k1 (native, via the `secp256k1` package) at ~0.25 ms
 * instead of viem's pure-JS ~3.4 ms on the same machine (see docs/decisions/0006-ledger-and-custody.md).
 * Hashing is native too (the `keccak` package's prebuild, JS fallback included): @noble/hashes,
 * viem's, took ~10% of a signed transfer's server CPU in bench/api; viem's hashMessage also goes
 * through hex strings.
 */
export function recoverPersonalSigner(message: string, signature: Hex): string | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const bytes = Buffer.from(signature.slice(2), 'hex')
  const v = bytes[64] ?? 0
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return undefined
  try {
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), recoveryId, personalMessageHash(message), false)
    return addressOf(Buffer.from(publicKey.buffer, publicKey.byteOffset, publicKey.byteLength))
  } catch {
    return undefined
  }
}

const MAX_REMEMBERED_KEYS = 10_000
const addressesByKey = new Map<string, string>()

/** The address of an uncompressed public key; a wallet signs again and again, so its key's address is remembered. */
function addressOf(publicKey: Buffer): string {
  const key = publicKey.toString('latin1')
  const remembered = addressesByKey.get(key)
  if (remembered !== undefined) return remembered
  const address = `0x${keccak256(publicKey.subarray(1)).subarray(12).toString('hex')}`
  if (addressesByKey.size >= MAX_REMEMBERED_KEYS) addressesByKey.clear()
  addressesByKey.set(key, address)
  return address
}

/** keccak256("\x19Ethereum Signed Message:\n" + byte length + message), as viem's hashMessage. */
export function personalMessageHash(message: string): Buffer {
  const body = Buffer.from(message, 'utf8')
  return keccak256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${body.length}`, 'utf8'), body]))
}

function keccak256(bytes: Uint8Array): Buffer {
  return createKeccakHash('keccak256').update(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).digest()
}
