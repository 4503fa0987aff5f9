import { useMemo } from 'react'
import type { Address } from 'viem'
import { bestTradeExactIn } from '@hapdex/core/amm/bestTradeExactIn'
import { bestTradeExactOut } from '@hapdex/core/amm/bestTradeExactOut'
import { tradeTaxesOf } from '@hapdex/core/amm/transferTax'
import type { NoLiquidity, Trade } from '@hapdex/core/amm/trade'
import { useCandidatePairs } from '../chain/candidatePairs.ts'
import { candidateTokenPairs } from '../chain/pairAddresses.ts'
import { pairGraphFromReads } from '../chain/pairGraphFromReads.ts'
import { canonicalMulticall3 } from '../chain/readRequests.ts'
import { readBigint } from '../chain/chainReads.ts'
import { useChainReads } from '../chain/useChainReads.ts'
import type { ExchangeContext } from '../exchangeConfig.ts'
import { wrapDirection, type Token } from '../tokens/token.ts'
import { shouldQuote, typedAmount, type SwapForm } from './swapForm.ts'
import { allowanceRequest, balanceRequest, swapReadRequests } from './swapReads.ts'

export type SwapData = {
  readonly balanceOf: (token: Token | undefined) => bigint | undefined
  readonly allowance: bigint | undefined
  readonly quote: Trade | NoLiquidity | undefined
  readonly wrap: 'wrap' | 'unwrap' | undefined
  /** Reads or pairs still loading for the current tokens. */
  readonly loading: boolean
  readonly error: boolean
  readonly refetch: () => void
}

/** Balances, allowance and reserves of the open screen (one multicall per poll) and the best route. */
export function useSwapData({ chain, exchange }: ExchangeContext, form: SwapForm, account: Address | undefined, listTokens: readonly Token[], multipath: boolean): SwapData {
  const multicall3 = (chain.multicall3 ?? canonicalMulticall3) as Address
  const taxes = useMemo(() => tradeTaxesOf(chain.tokens), [chain.tokens])
  const { from, to } = form
  const wrap = wrapDirection(from, to)
  const tokenPairs = useMemo(() => {
    if (!from || !to || wrap || from.address.toLowerCase() === to.address.toLowerCase()) return []
    return candidateTokenPairs(from.address, to.address, multipath ? [] : listTokens.map((token) => token.address))
  }, [from, to, wrap, multipath, listTokens])
  const pairs = useCandidatePairs(exchange.factory as Address, multicall3, tokenPairs)

  const requests = useMemo(() => swapReadRequests({ account, from, to, router: exchange.router as Address, pairs: pairs.data ?? [] }), [account, from, to, exchange.router, pairs.data])
  const reads = useChainReads(requests, multicall3)

  const graph = useMemo(() => pairGraphFromReads(pairs.data ?? [], reads.data), [pairs.data, reads.data])
  const quote = useMemo(() => {
    if (wrap || !shouldQuote(form) || !graph || !from || !to) return undefined
    const amount = typedAmount(form)!
    const options = { maxHops: multipath ? (1 as const) : (2 as const), taxes }
    return form.source === 'from' ? bestTradeExactIn(graph, from.address, to.address, amount, options) : bestTradeExactOut(graph, from.address, to.address, amount, options)
  }, [wrap, form, graph, from, to, multipath, taxes])

  return {
    balanceOf: (token) => (token && account ? readBigint(reads.data, balanceRequest(token, account)) : undefined),
    allowance: from && account && !from.isNative ? readBigint(reads.data, allowanceRequest(from, account, exchange.router as Address)) : undefined,
    quote,
    wrap,
    loading: (tokenPairs.length > 0 && pairs.isPending) || (requests.length > 0 && reads.isPending),
    error: pairs.isError || reads.isError,
    refetch: () => void reads.refetch(),
  }
}
