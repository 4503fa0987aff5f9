import type { Address, ChainConfig, TokenInfo } from '@hapdex/core/chain/chainConfig'

/**
 * A token as the swap screen uses it. The native coin routes through its wrapped token, so its
 * `address` is the wrapped-native address and `isNative` tells the two apart.
 */
export type Token = {
  readonly chainId: number
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoURI?: string | undefined
  readonly isNative: boolean
  /** The token list's tags ('stablecoin' marks the stable pair block of spec 4). */
  readonly tags?: readonly string[] | undefined
}

/** A stable identity: the native coin and its wrapped token share an address but are different entries. */
export function tokenKey(token: Pick<Token, 'address' | 'isNative'>): string {
  return token.isNative ? 'native' : token.address.toLowerCase()
}

export function sameToken(a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && tokenKey(a) === tokenKey(b)
}

export function nativeToken(chain: ChainConfig): Token {
  const { name, symbol, decimals } = chain.nativeCurrency
  return { chainId: chain.chainId, address: chain.wrappedNative as Address, name, symbol, decimals, logoURI: `/tokens/${symbol}.svg`, isNative: true }
}

export function fromTokenInfo(info: TokenInfo): Token {
  return { chainId: info.chainId, address: info.address as Address, name: info.name, symbol: info.symbol, decimals: info.decimals, logoURI: info.logoURI, isNative: false, ...(info.tags ? { tags: info.tags } : {}) }
}

/** Native coin to wrapped token or back: deposit/withdraw, no router. */
export function wrapDirection(from: Token | undefined, to: Token | undefined): 'wrap' | 'unwrap' | undefined {
  if (!from || !to || from.address.toLowerCase() !== to.address.toLowerCase()) return undefined
  if (from.isNative && !to.isNative) return 'wrap'
  if (!from.isNative && to.isNative) return 'unwrap'
  return undefined
}
