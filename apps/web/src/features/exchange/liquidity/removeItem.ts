import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { sameToken, type Token } from '../tokens/token.ts'
import { storedPairTokens, tokenFromParam, tokenParam } from './pairTokens.ts'
import { storedPair, type StoredPair } from './storedPairs.ts'

/**
 * The removal link of a position (issue 17: readable URLs): `?a=native&b=0x55d3…`, the same token
 * parameters as the add screen's, instead of the spec's JSON `item`. A token the screen could not
 * find again (neither listed nor imported) keeps the old `item` form, which still opens.
 */
export function removeLinkParams(tokenA: Token, tokenB: Token, lpAddress: StoredPair['lpAddress'], tokens: readonly Token[]): Record<string, string> {
  const a = tokenParam(tokenA)
  const b = tokenParam(tokenB)
  if (tokenFromParam(a, tokens) && tokenFromParam(b, tokens)) return { a, b }
  return { item: serializeRemoveItem({ fromAddress: tokenA.address, fromSymbol: tokenA.symbol, fromDecimals: tokenA.decimals, toAddress: tokenB.address, toSymbol: tokenB.symbol, toDecimals: tokenB.decimals, lpAddress }) }
}

/** The two tokens of a removal URL: `a` and `b` found in the screen's tokens, or an old `item` link. */
export function removeTokensFromParams(params: URLSearchParams, tokens: readonly Token[], chain: ChainConfig): readonly [Token, Token] | undefined {
  const legacy = parseRemoveItem(params.get('item'))
  if (legacy) return storedPairTokens(legacy, chain)
  const a = tokenFromParam(params.get('a'), tokens)
  const b = tokenFromParam(params.get('b'), tokens)
  return a && b && !sameToken(a, b) ? [a, b] : undefined
}

/** Spec 2: the removal route receives the position as the serialized `item` query parameter. */
export function serializeRemoveItem(pair: StoredPair): string {
  return JSON.stringify(pair)
}

/** The position of an `item` parameter, or undefined for a missing or altered one. */
export function parseRemoveItem(text: string | null): StoredPair | undefined {
  if (!text) return undefined
  try {
    const parsed = storedPair.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
