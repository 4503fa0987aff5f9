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
  const parsed = parseSignature(signature)
  return parsed === undefined ? undefined : recoverFrom(parsed, personalMessageHash(message))?.address
}

/**
 * Whether `address` (lower-case) signed `message`. Once a signature of the address has been
 * recovered, its public key is known, and checking it is a plain ECDSA verification: 41 µs
 * instead of recovery's 50 µs in libsecp256k1 here, a twentieth of a signed transfer's server CPU
 * (bench/api). Verification does not read the recovery byte (it only picks which of two keys
 * recovery returns), so a known wallet's signature with the other valid byte passes too: it was
 * still made with that wallet's key. A signature verification refuses (a high-S one) goes to
 * recovery, which decides as before.
 */
export function isPersonalSigner(message: string, signature: Hex, address: string): boolean {
  const parsed = parseSignature(signature)
  if (parsed === undefined) return false
  const hash = personalMessageHash(message)
  const knownKey = publicKeysByAddress.get(address)
  if (knownKey !== undefined && secp256k1.ecdsaVerify(parsed.compact, hash, knownKey)) return true
  const recovered = recoverFrom(parsed, hash)
  if (recovered?.address !== address) return false
  remember(publicKeysByAddress, address, recovered.publicKey)
  return true
}

interface ParsedSignature {
  compact: Uint8Array
  recoveryId: 0 | 1
}

function parseSignature(signature: Hex): ParsedSignature | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const bytes = Buffer.from(signature.slice(2), 'hex')
  const v = bytes[64] ?? 0
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return undefined
  return { compact: bytes.subarray(0, 64), recoveryId }
}

function recoverFrom({ compact, recoveryId }: ParsedSignature, hash: Buffer): { address: string; publicKey: Uint8Array } | undefined {
  try {
    const publicKey = secp256k1.ecdsaRecover(compact, recoveryId, hash, false)
    return { address: addressOf(Buffer.from(publicKey.buffer, publicKey.byteOffset, publicKey.byteLength)), publicKey }
  } catch {
    return undefined
  }
}

const MAX_REMEMBERED_KEYS = 10_000
const addressesByKey = new Map<string, string>()
/** Filled only from a recovery whose key hashes to the address: a key here is that address's. */
const publicKeysByAddress = new Map<string, Uint8Array>()

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= MAX_REMEMBERED_KEYS) cache.clear()
  cache.set(key, value)
}

/** The address of an uncompressed public key; a wallet signs again and again, so its key's address is remembered. */
function addressOf(publicKey: Buffer): string {
  const key = publicKey.toString('latin1')
  const remembered = addressesByKey.get(key)
  if (remembered !== undefined) return remembered
  const address = `0x${keccak256(publicKey.subarray(1)).subarray(12).toString('hex')}`
  remember(addressesByKey, key, address)
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
