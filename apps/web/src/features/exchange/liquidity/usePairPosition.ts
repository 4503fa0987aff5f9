import { useMemo } from 'react'
import type { Address } from 'viem'
import { sortTokens } from '@hapdex/core/amm/sortTokens'
import { useCandidatePairs } from '../chain/candidatePairs.ts'
import { canonicalMulticall3, type ReadRequest } from '../chain/readRequests.ts'
import { readBigint, readReserves } from '../chain/chainReads.ts'
import { useChainReads } from '../chain/useChainReads.ts'
import type { ExchangeContext } from '../exchangeConfig.ts'
import type { Token } from '../tokens/token.ts'
import { liquiditySpender } from './liquiditySpender.ts'

export type PairReads = {
  /** Undefined while unknown; null when the factory has no such pair. */
  readonly lpAddress: Address | null | undefined
  readonly reserveA: bigint | undefined
  readonly reserveB: bigint | undefined
  readonly totalSupply: bigint | undefined
  readonly lpBalance: bigint | undefined
  readonly lpAllowance: bigint | undefined
  readonly balanceOf: (token: Token | undefined) => bigint | undefined
  readonly allowanceOf: (token: Token | undefined) => bigint | undefined
  /** What the pair's approvals are for and its add and remove calls go to (liquiditySpender). */
  readonly spender: Address
  readonly loading: boolean
  readonly error: boolean
  readonly refetch: () => void
}

const balanceRequest = (token: Token, account: Address): ReadRequest => (token.isNative ? { kind: 'nativeBalance', account } : { kind: 'balance', token: token.address, account })

/**
 * Everything the add, import and remove screens read about one pair and the account: the pair
 * address once (getPair), then one multicall per 3 s poll with the reserves, the LP supply,
 * balance and allowance, and the two tokens' balances and allowances.
 */
export function usePairPosition({ chain, exchange }: ExchangeContext, a: Token | undefined, b: Token | undefined, account: Address | undefined): PairReads {
  const multicall3 = (chain.multicall3 ?? canonicalMulticall3) as Address
  // Approvals are read for the contract the liquidity goes through: the router, or TaxFreeLiquidity for HAP's pairs.
  const router = liquiditySpender(exchange, a, b)
  const distinct = a && b && a.address.toLowerCase() !== b.address.toLowerCase()
  const tokenPairs = useMemo(() => (distinct ? [sortTokens(a.address, b.address)] : []), [distinct, a, b])
  const pairs = useCandidatePairs(exchange.factory as Address, multicall3, tokenPairs)
  const lpAddress = !distinct ? undefined : pairs.data ? (pairs.data[0]?.address ?? null) : undefined

  const requests = useMemo(() => {
    const list: ReadRequest[] = []
    if (account) {
      for (const token of [a, b]) {
        if (!token) continue
        list.push(balanceRequest(token, account))
        if (!token.isNative) list.push({ kind: 'allowance', token: token.address, owner: account, spender: router })
      }
    }
    if (lpAddress) {
      list.push({ kind: 'reserves', pair: lpAddress }, { kind: 'totalSupply', token: lpAddress })
      if (account) list.push({ kind: 'balance', token: lpAddress, account }, { kind: 'allowance', token: lpAddress, owner: account, spender: router })
    }
    return list
  }, [account, a, b, lpAddress, router])
  const reads = useChainReads(requests, multicall3)

  const reserves = lpAddress ? readReserves(reads.data, lpAddress) : undefined
  const aIsToken0 = a && b && distinct ? sortTokens(a.address, b.address)[0] === a.address : true
  const none = lpAddress === null
  return {
    spender: router,
    lpAddress,
    reserveA: none ? 0n : reserves && (aIsToken0 ? reserves.reserve0 : reserves.reserve1),
    reserveB: none ? 0n : reserves && (aIsToken0 ? reserves.reserve1 : reserves.reserve0),
    totalSupply: none ? 0n : lpAddress ? readBigint(reads.data, { kind: 'totalSupply', token: lpAddress }) : undefined,
    lpBalance: none ? 0n : lpAddress && account ? readBigint(reads.data, { kind: 'balance', token: lpAddress, account }) : undefined,
    lpAllowance: lpAddress && account ? readBigint(reads.data, { kind: 'allowance', token: lpAddress, owner: account, spender: router }) : undefined,
    balanceOf: (token) => (token && account ? readBigint(reads.data, balanceRequest(token, account)) : undefined),
    allowanceOf: (token) => (token && account && !token.isNative ? readBigint(reads.data, { kind: 'allowance', token: token.address, owner: account, spender: router }) : undefined),
    loading: (tokenPairs.length > 0 && pairs.isPending) || (requests.length > 0 && reads.isPending),
    error: pairs.isError || reads.isError,
    refetch: () => {
      void pairs.refetch()
      void reads.refetch()
    },
  }
}
