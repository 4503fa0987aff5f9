import secp256k1 from 'secp256k1'
import { keccak256, type Hex } from 'viem'

/**
 * The EIP-191 (personal_sign) signer of a message, lower-case, or undefined for a malformed
 * signature. Recovery runs in libsecp256k1 (native, via the `secp256k1` package) at ~0.25 ms
 * instead of viem's pure-JS ~3.4 ms on the same machine (see docs/decisions/0006-ledger-and-custody.md).
 * The EIP-191 hash is built on Buffers: viem's hashMessage goes through hex strings and costs
 * twice the hashing itself on this hot path.
 */
export function recoverPersonalSigner(message: string, signature: Hex): string | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const bytes = Buffer.from(signature.slice(2), 'hex')
  const v = bytes[64] ?? 0
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return undefined
  try {
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), recoveryId, personalMessageHash(message), false)
    return `0x${Buffer.from(keccak256(publicKey.subarray(1), 'bytes').subarray(12)).toString('hex')}`
  } catch {
    return undefined
  }
}

/** keccak256("\x19Ethereum Signed Message:\n" + byte length + message), as viem's hashMessage. */
export function personalMessageHash(message: string): Uint8Array {
  const body = Buffer.from(message, 'utf8')
  return keccak256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${body.length}`, 'utf8'), body]), 'bytes')
}
