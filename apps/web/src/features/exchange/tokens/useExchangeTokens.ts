import { useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChainConfig, TokenInfo } from '@hapdex/core/chain/chainConfig'
import { exchangeListTokens, tokenList, tokenListUrlPath, type ExchangeId } from '@hapdex/core/chain/tokenList'
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint.ts'
import type { ExchangeContext } from '../exchangeConfig.ts'
import { buildTokenList } from './tokenList.ts'
import type { Token } from './token.ts'

/** The exchange's static token list as the server serves it; tokens of other chains are left out. */
export async function fetchExchangeTokenList(chainId: number, exchangeId: ExchangeId, signal?: AbortSignal): Promise<TokenInfo[]> {
  const response = await fetch(tokenListUrlPath(chainId, exchangeId), { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) })
  if (!response.ok) throw new Error(`token list ${exchangeId}: HTTP ${response.status}`)
  const list = tokenList.parse(await response.json())
  return list.tokens.filter((token) => token.chainId === chainId)
}

export function exchangeTokenListQueryOptions(chainId: number, exchangeId: ExchangeId) {
  return queryOptions({
    queryKey: ['exchange', 'tokenList', chainId, exchangeId],
    queryFn: ({ signal }) => fetchExchangeTokenList(chainId, exchangeId, signal),
    // The file changes only with a deployment.
    staleTime: Infinity,
    retry: 1,
  })
}

/**
 * The list's tokens, or the same tokens spelled from the chain config while loading or after a
 * failure. Only the pickers need more than the config's tokens: the list is asked for once the
 * first screen has painted.
 */
export function useExchangeListTokens(chain: ChainConfig, exchangeId: ExchangeId): readonly TokenInfo[] {
  const painted = useAfterFirstPaint()
  const { data } = useQuery({ ...exchangeTokenListQueryOptions(chain.chainId, exchangeId), enabled: painted })
  return useMemo(() => (data && data.length > 0 ? data : exchangeListTokens(chain, exchangeId)), [data, chain, exchangeId])
}

/** What the token pickers of a swap or liquidity screen offer: native coin, the exchange's list, imported tokens. */
export function useExchangeTokens({ chain, exchange }: ExchangeContext, custom: readonly TokenInfo[]): Token[] {
  const listTokens = useExchangeListTokens(chain, exchange.id)
  return useMemo(() => buildTokenList(chain, listTokens, custom), [chain, listTokens, custom])
}
