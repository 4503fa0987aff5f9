import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { compareFractions, fraction, type Fraction } from '@hapdex/core/amount/fraction'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '@hapdex/chain/abis'
import { zeroAddress, type Address } from 'viem'
import { listedTokens, usdToken, type ListedToken } from './listedTokens.ts'
import type { TokenContext } from './tokenContext.ts'

type PoolSide = { address: Address; decimals: number }
/** One pair between two tokens of interest, with its reserves oriented as [a, b]. */
type Pool = { a: Address; b: Address; reserveA: bigint; reserveB: bigint }

/** The block prices are read at: the latest when not given (a settled past day's last block, dayPrices.ts). */
export interface ChainMoment {
  blockNumber?: bigint
}

/** Digits of a served USD price, rounded down (as the wallet's valuations are). */
export const USD_DIGITS = 8

export function formatUsd(price: Fraction): string {
  return formatFraction(price.numerator, price.denominator, { maxFractionDigits: USD_DIGITS, rounding: 'down' })
}

/**
 * Mid prices in USD per whole token of every listed token, from pair reserves (no fee, no price
 * impact): straight against USDT when a pair exists, else through one listed token that has one.
 * Where both exchanges have the pair, the deeper one wins. Two multicalls in all.
 */
export async function readUsdPrices(ctx: TokenContext, at: ChainMoment = {}): Promise<Map<string, { token: ListedToken; price: Fraction }>> {
  const usd = usdToken(ctx.chain)
  const tokens = listedTokens(ctx.chain)
  const prices = new Map<string, { token: ListedToken; price: Fraction }>()
  if (usd === undefined) return prices
  const pools = await readPools(ctx, [usd, ...tokens], at)
  const pool = (a: Address, b: Address) => pools.get(`${a.toLowerCase()}:${b.toLowerCase()}`)
  // Price of `token` in units of `other`'s whole token, from a pool between them.
  const ratio = (token: PoolSide, other: PoolSide, found: Pool) =>
    fraction(found.reserveB * 10n ** BigInt(token.decimals), found.reserveA * 10n ** BigInt(other.decimals))
  for (const token of tokens) {
    const direct = pool(token.address, usd.address)
    if (direct !== undefined) prices.set(token.key, { token, price: ratio(token, usd, direct) })
  }
  for (const token of tokens) {
    if (prices.has(token.key)) continue
    let best: { price: Fraction; depth: Fraction } | undefined
    for (const { token: via, price: viaPrice } of prices.values()) {
      const found = pool(token.address, via.address)
      if (found === undefined) continue
      const inVia = ratio(token, via, found)
      const price = fraction(inVia.numerator * viaPrice.numerator, inVia.denominator * viaPrice.denominator)
      // Depth: the USD value of the intermediate token's side of the pool.
      const depth = fraction(found.reserveB * viaPrice.numerator, viaPrice.denominator)
      if (best === undefined || compareFractions(depth, best.depth) > 0) best = { price, depth }
    }
    if (best !== undefined) prices.set(token.key, { token, price: best.price })
  }
  return prices
}

/** Every funded pair among `tokens` on both exchanges, keyed both ways; the deeper of two kept. */
async function readPools(ctx: TokenContext, tokens: PoolSide[], { blockNumber }: ChainMoment): Promise<Map<string, Pool>> {
  const couples: [Address, Address][] = []
  for (let i = 0; i < tokens.length; i++) for (let j = i + 1; j < tokens.length; j++) couples.push([tokens[i]!.address, tokens[j]!.address])
  const factories = [ctx.chain.exchanges.v2.factory, ctx.chain.exchanges.v1.factory] as Address[]
  const lookups = factories.flatMap((factory) => couples.map((couple) => ({ factory, couple })))
  const addresses = await ctx.client.multicall({
    allowFailure: false,
    blockNumber,
    contracts: lookups.map(({ factory, couple }) => ({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair' as const, args: couple })),
  })
  const found = lookups.map((lookup, index) => ({ ...lookup, pair: addresses[index]! })).filter(({ pair }) => pair !== zeroAddress)
  const reads = await ctx.client.multicall({
    allowFailure: false,
    blockNumber,
    contracts: found.flatMap(({ pair }) => [
      { address: pair, abi: uniswapV2PairAbi, functionName: 'token0' as const },
      { address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' as const },
    ]),
  })
  const pools = new Map<string, Pool>()
  found.forEach(({ couple: [a, b] }, index) => {
    const token0 = reads[index * 2] as Address
    const [reserve0, reserve1] = reads[index * 2 + 1] as readonly [bigint, bigint, number]
    if (reserve0 === 0n || reserve1 === 0n) return
    const [reserveA, reserveB] = token0.toLowerCase() === a.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
    for (const pool of [{ a, b, reserveA, reserveB }, { a: b, b: a, reserveA: reserveB, reserveB: reserveA }]) {
      const key = `${pool.a.toLowerCase()}:${pool.b.toLowerCase()}`
      const known = pools.get(key)
      if (known === undefined || pool.reserveB > known.reserveB) pools.set(key, pool)
    }
  })
  return pools
}
