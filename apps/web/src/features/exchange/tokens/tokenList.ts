import type { ChainConfig, ExchangeConfig, TokenInfo } from '@hapdex/core/chain/chainConfig'
import { isAddress } from 'viem'
import { fromTokenInfo, nativeToken, tokenKey, type Token } from './token.ts'

/** Native coin first, its wrapped token, the exchange's default tokens in config order, then imported tokens. */
export function buildTokenList(chain: ChainConfig, exchange: Pick<ExchangeConfig, 'defaultTokens'>, custom: readonly TokenInfo[]): Token[] {
  const byAddress = new Map(chain.tokens.map((token) => [token.address.toLowerCase(), token]))
  const defaults = exchange.defaultTokens.flatMap((address) => {
    const info = byAddress.get(address.toLowerCase())
    return info ? [fromTokenInfo(info)] : []
  })
  // The wrapped token follows the native coin so that wrap and unwrap can always be picked.
  const native = nativeToken(chain)
  const wrapped = byAddress.get(chain.wrappedNative.toLowerCase())
  const wrappedToken = wrapped ? fromTokenInfo(wrapped) : { ...native, name: `Wrapped ${native.name}`, symbol: `W${native.symbol}`, logoURI: `/tokens/W${native.symbol}.svg`, isNative: false }
  const list = [native, wrappedToken, ...defaults, ...custom.map(fromTokenInfo)]
  const seen = new Set<string>()
  return list.filter((token) => {
    const key = tokenKey(token)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The exchange's list in the Uniswap token-lists shape (the spec's static swap token list). */
export function toTokenListJson(name: string, tokens: readonly Token[]) {
  return {
    name,
    timestamp: new Date(0).toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: tokens
      .filter((token) => !token.isNative)
      .map(({ chainId, address, name: tokenName, symbol, decimals, logoURI }) => ({ chainId, address, name: tokenName, symbol, decimals, ...(logoURI ? { logoURI } : {}) })),
  }
}

/** Spec 5: viem's check, or 0x and 40 hex characters (any letter case). */
export function isValidAddress(text: string): text is `0x${string}` {
  return isAddress(text, { strict: false }) || /^0x[0-9a-fA-F]{40}$/.test(text)
}

export type TokenSearchResult = {
  readonly matches: readonly Token[]
  /** A valid address that is not in the list and matched nothing: offer to import it. */
  readonly importAddress: `0x${string}` | undefined
}

/** Search by symbol, name (case-insensitive, contains) or exact address. */
export function searchTokens(tokens: readonly Token[], query: string): TokenSearchResult {
  const text = query.trim()
  if (text === '') return { matches: tokens, importAddress: undefined }
  const lower = text.toLowerCase()
  if (isValidAddress(text)) {
    const matches = tokens.filter((token) => token.address.toLowerCase() === lower)
    return { matches, importAddress: matches.length === 0 ? text : undefined }
  }
  const matches = tokens.filter((token) => token.symbol.toLowerCase().includes(lower) || token.name.toLowerCase().includes(lower))
  return { matches, importAddress: undefined }
}
