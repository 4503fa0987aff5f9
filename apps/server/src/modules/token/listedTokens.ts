import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { getAddress, type Address } from 'viem'

export type ListedToken = {
  /** The spec's token_key: the symbol, with the wrapped native coin under the native symbol (BNB). */
  key: string
  symbol: string
  address: Address
  decimals: number
  logo: string
}

/** The USD unit every price is read against. */
export const USD_SYMBOL = 'USDT'

/** Tokens of the chain config that get a USD price: all but the unit itself and the excluded token. */
export function listedTokens(chain: ChainConfig): ListedToken[] {
  const excluded = chain.excludedToken?.toLowerCase()
  const wrapped = chain.wrappedNative.toLowerCase()
  return chain.tokens
    .filter((token) => token.symbol !== USD_SYMBOL && token.address.toLowerCase() !== excluded)
    .map((token) => {
      const key = token.address.toLowerCase() === wrapped ? chain.nativeCurrency.symbol : token.symbol
      return { key, symbol: key, address: getAddress(token.address), decimals: token.decimals, logo: token.logoURI ?? '' }
    })
}

export function usdToken(chain: ChainConfig): { address: Address; decimals: number } | undefined {
  const token = chain.tokens.find((candidate) => candidate.symbol === USD_SYMBOL)
  return token === undefined ? undefined : { address: getAddress(token.address), decimals: token.decimals }
}
