import type { Address } from '../chain/chainConfig.ts'
import { PairNotFoundError } from './errors.ts'

/** One pair as read on chain: getReserves() with token0 and token1 as the pair names them. */
export type PairReserves = {
  readonly address: Address
  readonly token0: Address
  readonly token1: Address
  readonly reserve0: bigint
  readonly reserve1: bigint
}

/** The pair's reserves seen from `tokenIn`: [reserveIn, reserveOut]. */
export function orientReserves(pair: PairReserves, tokenIn: Address): readonly [bigint, bigint] {
  const token = tokenIn.toLowerCase()
  if (token === pair.token0.toLowerCase()) return [pair.reserve0, pair.reserve1]
  if (token === pair.token1.toLowerCase()) return [pair.reserve1, pair.reserve0]
  throw new PairNotFoundError({ tokenA: tokenIn, tokenB: pair.address })
}
