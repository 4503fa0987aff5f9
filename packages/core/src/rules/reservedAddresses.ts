import type { ChainConfig } from '../chain/chainConfig.ts'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Addresses a withdrawal or transfer must never go to, lowercase: the zero address (burns), the
 * platform's own receiving and paying addresses (a withdrawal there is credited to nobody, a
 * transfer there to an account nobody can use), and the chain's contracts (tokens sent to a
 * token, router or factory contract are stuck for good).
 */
export function reservedAddresses(chain: ChainConfig, own: ReadonlyArray<string | undefined>): ReadonlySet<string> {
  const { exchanges } = chain
  const addresses = [
    ZERO_ADDRESS,
    ...own,
    chain.wrappedNative,
    chain.multicall3,
    chain.excludedToken,
    chain.stakingRewards,
    exchanges.v1.router,
    exchanges.v1.factory,
    exchanges.v2.router,
    exchanges.v2.factory,
    ...chain.tokens.map((token) => token.address),
  ]
  return new Set(addresses.flatMap((address) => (address === undefined || address === '' ? [] : [address.toLowerCase()])))
}

export function isReservedAddress(address: string, reserved: ReadonlySet<string>): boolean {
  return reserved.has(address.toLowerCase())
}
