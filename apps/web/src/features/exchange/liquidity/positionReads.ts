import type { Address } from 'viem'
import type { ReadRequest } from '../chain/readRequests.ts'
import type { Token } from '../tokens/token.ts'

/** Token pairs of a token list, each once (native and wrapped native are one address). */
export function tokenPairsOf(tokens: readonly Token[]): (readonly [Address, Address])[] {
  const addresses = [...new Map(tokens.map((token) => [token.address.toLowerCase(), token.address])).values()]
  return addresses.flatMap((a, index) => addresses.slice(index + 1).map((b) => (a.toLowerCase() < b.toLowerCase() ? ([a, b] as const) : ([b, a] as const))))
}

/** Balance, reserves and supply of every candidate: all in the screen's one multicall per poll. */
export function positionRequests(candidates: readonly { readonly lpAddress: Address }[], account: Address): ReadRequest[] {
  return candidates.flatMap(({ lpAddress }) => [
    { kind: 'balance', token: lpAddress, account },
    { kind: 'reserves', pair: lpAddress },
    { kind: 'totalSupply', token: lpAddress },
  ])
}
