import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '@hapdex/chain/abis'
import { zeroAddress, type Address } from 'viem'
import type { TokenSettings } from './tokenCatalog.ts'
import type { WalletContext } from './walletContext.ts'

const CACHE_MS = 10_000
const cache = new Map<string, { at: number; price: Promise<string> }>()

/**
 * USD price of a token from its on-chain pair against USDT (V2 first, then V1), as a decimal
 * string with 8 decimals rounded down; '0' without a pair. USDT itself is 1.
 */
export function usdPrice(ctx: WalletContext, token: TokenSettings, usdt: TokenSettings | undefined): Promise<string> {
  if (token.symbol === 'USDT') return Promise.resolve('1')
  if (token.contract === undefined || usdt?.contract === undefined) return Promise.resolve('0')
  const key = `${ctx.chain.chainId}:${token.contract}`
  const hit = cache.get(key)
  if (hit !== undefined && Date.now() - hit.at < CACHE_MS) return hit.price
  const price = readPrice(ctx, token, usdt, token.contract, usdt.contract)
  cache.set(key, { at: Date.now(), price })
  price.catch(() => cache.delete(key))
  return price
}

async function readPrice(ctx: WalletContext, token: TokenSettings, usdt: TokenSettings, tokenAddress: Address, usdtAddress: Address): Promise<string> {
  for (const exchange of [ctx.chain.exchanges.v2, ctx.chain.exchanges.v1]) {
    const pair = await ctx.publicClient.readContract({
      address: exchange.factory as Address,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenAddress, usdtAddress],
    })
    if (pair === zeroAddress) continue
    const [[reserve0, reserve1], token0] = await Promise.all([
      ctx.publicClient.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ctx.publicClient.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    ])
    const [tokenReserve, usdtReserve] = token0.toLowerCase() === tokenAddress.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
    if (tokenReserve === 0n) continue
    // usd per whole token = (usdtReserve / 10^usdtDecimals) / (tokenReserve / 10^tokenDecimals)
    const numerator = usdtReserve * 10n ** BigInt(token.decimals)
    const denominator = tokenReserve * 10n ** BigInt(usdt.decimals)
    return formatFraction(numerator, denominator, { maxFractionDigits: 8, rounding: 'down', grouping: false })
  }
  return '0'
}
