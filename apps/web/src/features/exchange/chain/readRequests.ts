import { erc20Abi, multicall3Abi, type Address } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '@hapdex/chain/abis'

/**
 * What a screen needs from the chain in one poll: every request becomes one call of a single
 * Multicall3 aggregate, so a cycle costs one eth_call whatever the screen shows.
 */
export type ReadRequest =
  | { readonly kind: 'nativeBalance'; readonly account: Address }
  | { readonly kind: 'balance'; readonly token: Address; readonly account: Address }
  | { readonly kind: 'allowance'; readonly token: Address; readonly owner: Address; readonly spender: Address }
  | { readonly kind: 'reserves'; readonly pair: Address }
  | { readonly kind: 'totalSupply'; readonly token: Address }

export type Reserves = { readonly reserve0: bigint; readonly reserve1: bigint }

/** Canonical Multicall3, deployed at this address on BSC and most chains. */
export const canonicalMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export function readKey(request: ReadRequest): string {
  switch (request.kind) {
    case 'nativeBalance':
      return `native:${request.account.toLowerCase()}`
    case 'balance':
      return `balance:${request.token.toLowerCase()}:${request.account.toLowerCase()}`
    case 'allowance':
      return `allowance:${request.token.toLowerCase()}:${request.owner.toLowerCase()}:${request.spender.toLowerCase()}`
    case 'reserves':
      return `reserves:${request.pair.toLowerCase()}`
    case 'totalSupply':
      return `supply:${request.token.toLowerCase()}`
  }
}

export function toContractCall(request: ReadRequest, multicall3: Address) {
  switch (request.kind) {
    case 'nativeBalance':
      return { address: multicall3, abi: multicall3Abi, functionName: 'getEthBalance', args: [request.account] } as const
    case 'balance':
      return { address: request.token, abi: erc20Abi, functionName: 'balanceOf', args: [request.account] } as const
    case 'allowance':
      return { address: request.token, abi: erc20Abi, functionName: 'allowance', args: [request.owner, request.spender] } as const
    case 'reserves':
      return { address: request.pair, abi: uniswapV2PairAbi, functionName: 'getReserves' } as const
    case 'totalSupply':
      return { address: request.token, abi: erc20Abi, functionName: 'totalSupply' } as const
  }
}

export function getPairCall(factory: Address, tokenA: Address, tokenB: Address) {
  return { address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [tokenA, tokenB] } as const
}
