import { getAddress, isAddressEqual, recoverMessageAddress, type Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { ApiError } from '../http/apiError.ts'

export const NONCE_TTL_MS = 10 * 60 * 1000
/** Wallet and server clocks differ a little; an issuedAt this far ahead is still accepted. */
const CLOCK_SKEW_MS = 60 * 1000

export interface VerifySiweLoginParameters {
  message: string
  signature: Hex
  /** Host (with port when not default) the message must name as `domain`. */
  domain: string
  chainId: number
  now?: Date
}

export interface VerifiedSiweLogin {
  address: string
  nonce: string
}

/**
 * Checks an EIP-4361 message against this site and network, then the signature (EOA recovery,
 * no RPC). The nonce's single use is the caller's job: it needs the database.
 */
export async function verifySiweLogin(parameters: VerifySiweLoginParameters): Promise<VerifiedSiweLogin> {
  const { message, signature, domain, chainId, now = new Date() } = parameters
  const fields = parseSiweMessage(message)
  const invalid = (detail: string) => new ApiError('auth.message_invalid', { detail })

  if (fields.address === undefined || fields.nonce === undefined || fields.uri === undefined) throw invalid('malformed message')
  if (fields.domain !== domain) throw invalid(`domain must be ${domain}`)
  if (uriHost(fields.uri) !== domain) throw invalid(`uri must be on ${domain}`)
  if (fields.version !== '1') throw invalid('version must be 1')
  if (fields.chainId !== chainId) throw invalid(`chain id must be ${chainId}`)
  const issuedAt = fields.issuedAt?.getTime()
  if (issuedAt === undefined || Number.isNaN(issuedAt)) throw invalid('issuedAt missing')
  if (issuedAt > now.getTime() + CLOCK_SKEW_MS || issuedAt < now.getTime() - NONCE_TTL_MS) throw invalid('issuedAt out of range')
  // Covers expirationTime and notBefore when present, and the nonce syntax.
  if (!validateSiweMessage({ message: fields, domain, time: now })) throw invalid('message expired or not yet valid')

  let signer: string
  try {
    signer = await recoverMessageAddress({ message, signature })
  } catch (cause) {
    throw new ApiError('auth.signature_invalid', { cause })
  }
  if (!isAddressEqual(signer as Hex, fields.address)) throw new ApiError('auth.signature_invalid')
  return { address: getAddress(fields.address), nonce: fields.nonce }
}

function uriHost(uri: string): string | undefined {
  try {
    return new URL(uri).host
  } catch {
    return undefined
  }
}
