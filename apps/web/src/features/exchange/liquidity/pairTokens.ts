import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { nativeToken, tokenKey, type Token } from '../tokens/token.ts'
import type { StoredPair } from './storedPairs.ts'

/**
 * The two tokens of a stored pair. The native coin is stored under the wrapped-native address
 * with the native symbol (the router's ETH functions take the wrapped token's pair).
 */
export function storedPairTokens(pair: StoredPair, chain: ChainConfig): readonly [Token, Token] {
  const token = (address: string, symbol: string, decimals: number): Token => {
    if (isNativeEntry(address, symbol, chain)) return nativeToken(chain)
    const known = chain.tokens.find((entry) => entry.address.toLowerCase() === address.toLowerCase())
    return { chainId: chain.chainId, address: address as Address, name: known?.name ?? symbol, symbol, decimals, logoURI: known?.logoURI, isNative: false }
  }
  return [token(pair.fromAddress, pair.fromSymbol, pair.fromDecimals), token(pair.toAddress, pair.toSymbol, pair.toDecimals)]
}

function isNativeEntry(address: string, symbol: string, chain: ChainConfig): boolean {
  return address.toLowerCase() === chain.wrappedNative.toLowerCase() && symbol === chain.nativeCurrency.symbol
}

export function toStoredPair(from: Token, to: Token, lpAddress: Address): StoredPair {
  return { fromAddress: from.address, fromSymbol: from.symbol, fromDecimals: from.decimals, toAddress: to.address, toSymbol: to.symbol, toDecimals: to.decimals, lpAddress }
}

/**
 * The token a discovered pair shows for an address: the list's entry, with the wrapped native
 * shown as the native coin, as removal pays it out as the native coin.
 */
export function listTokenFor(address: Address, tokens: readonly Token[]): Token | undefined {
  const matches = tokens.filter((token) => token.address.toLowerCase() === address.toLowerCase())
  return matches.find((token) => token.isNative) ?? matches[0]
}

/** Query value of a token for links between the liquidity screens ('native' or its address). */
export const tokenParam = (token: Token) => tokenKey(token)

export function tokenFromParam(param: string | null, tokens: readonly Token[]): Token | undefined {
  if (!param) return undefined
  return tokens.find((token) => tokenKey(token) === param.toLowerCase())
}
