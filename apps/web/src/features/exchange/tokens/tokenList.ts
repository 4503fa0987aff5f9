import type { ChainConfig, TokenInfo } from '@hapdex/core/chain/chainConfig'
import { isAddress } from 'viem'
import { fromTokenInfo, nativeToken, tokenKey, type Token } from './token.ts'

/**
 * Native coin first, then the exchange's list (its wrapped token leads it, so wrap and unwrap can
 * always be picked), then imported tokens; each token once.
 */
export function buildTokenList(chain: ChainConfig, listTokens: readonly TokenInfo[], custom: readonly TokenInfo[]): Token[] {
  const list = [nativeToken(chain), ...listTokens.map(fromTokenInfo), ...custom.map(fromTokenInfo)]
  const seen = new Set<string>()
  return list.filter((token) => {
    const key = tokenKey(token)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
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
