import type { Token } from '../tokens/token.ts'

/** The token-list tag (Uniswap token list `tags`) that marks a stablecoin. */
export const STABLECOIN_TAG = 'stablecoin'

/** Why the swap button is blocked (spec 4, rule 1), or undefined when the pair may be swapped. */
export type PairBlock = 'excludedToken' | 'stablePair'

/**
 * Spec 4, first rule of the swap button: the pair is blocked when either token is the chain's
 * excluded token, or when both are stablecoins (the stable pair; a stable-to-stable swap is not
 * offered). Stablecoins are the tokens the exchange's list tags 'stablecoin'.
 */
export function pairBlock(from: Token | undefined, to: Token | undefined, excludedToken: string | undefined): PairBlock | undefined {
  const excluded = excludedToken?.toLowerCase()
  if (excluded !== undefined && [from, to].some((token) => token?.address.toLowerCase() === excluded)) return 'excludedToken'
  if (from && to && from.address.toLowerCase() !== to.address.toLowerCase() && isStablecoin(from) && isStablecoin(to)) return 'stablePair'
  return undefined
}

export function isStablecoin(token: Token): boolean {
  return !token.isNative && (token.tags?.includes(STABLECOIN_TAG) ?? false)
}
