import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export const signInStatement = 'Sign in to hapdex'
const sessionMessageLifetimeMs = 24 * 60 * 60 * 1000

export interface SiweMessageParameters {
  address: string
  chainId: number
  nonce: string
  location: Pick<Location, 'host' | 'origin'>
  issuedAt: Date
}

/** The EIP-4361 message the server checks: this site's host and origin, our chain, its nonce. */
export function siweMessage({ address, chainId, nonce, location, issuedAt }: SiweMessageParameters): string {
  return createSiweMessage({
    domain: location.host,
    address: getAddress(address),
    statement: signInStatement,
    uri: location.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + sessionMessageLifetimeMs),
  })
}
