import { useMemo } from 'react'
import type { Address } from 'viem'
import { readBigint } from '../chain/chainReads.ts'
import { canonicalMulticall3 } from '../chain/readRequests.ts'
import { useChainReads } from '../chain/useChainReads.ts'
import type { ExchangeContext } from '../exchangeConfig.ts'
import { balanceRequest } from '../swap/swapReads.ts'
import type { Token } from './token.ts'

/** The balance-of requests of every listed token (native coin included), for one multicall. */
export function tokenBalanceRequests(tokens: readonly Token[], account: Address | undefined) {
  return account ? tokens.map((token) => balanceRequest(token, account)) : []
}

/**
 * Balances of every token in the open token list. The screens poll only their two selected
 * tokens, so the list used to show balances for those alone (issue 17: V1 USDT, V2 BNB blank).
 */
export function useTokenBalances({ chain }: ExchangeContext, tokens: readonly Token[], account: Address | undefined, enabled: boolean): (token: Token) => bigint | undefined {
  const requests = useMemo(() => (enabled ? tokenBalanceRequests(tokens, account) : []), [enabled, tokens, account])
  const reads = useChainReads(requests, (chain.multicall3 ?? canonicalMulticall3) as Address)
  return (token) => (account ? readBigint(reads.data, balanceRequest(token, account)) : undefined)
}
