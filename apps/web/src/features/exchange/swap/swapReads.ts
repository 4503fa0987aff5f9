import type { Address } from 'viem'
import type { PairRef } from '../chain/pairAddresses.ts'
import type { ReadRequest } from '../chain/readRequests.ts'
import type { Token } from '../tokens/token.ts'

export function balanceRequest(token: Pick<Token, 'address' | 'isNative'>, account: Address): ReadRequest {
  return token.isNative ? { kind: 'nativeBalance', account } : { kind: 'balance', token: token.address, account }
}

export function allowanceRequest(token: Pick<Token, 'address'>, account: Address, router: Address): ReadRequest {
  return { kind: 'allowance', token: token.address, owner: account, spender: router }
}

/**
 * One poll of the swap screen: both balances and the router's allowance of the sold token (when
 * connected) and the reserves of every candidate pair, all in the cycle's one multicall.
 */
export function swapReadRequests(parameters: {
  readonly account: Address | undefined
  readonly from: Token | undefined
  readonly to: Token | undefined
  readonly router: Address
  readonly pairs: readonly PairRef[]
}): ReadRequest[] {
  const { account, from, to, router, pairs } = parameters
  const list: ReadRequest[] = []
  if (account) {
    for (const token of [from, to]) if (token) list.push(balanceRequest(token, account))
    if (from && !from.isNative) list.push(allowanceRequest(from, account, router))
  }
  for (const pair of pairs) list.push({ kind: 'reserves', pair: pair.address })
  return list
}
