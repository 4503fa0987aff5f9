import type { Address } from '../chain/chainConfig.ts'
import { IdenticalAddressesError } from './errors.ts'

/**
 * UniswapV2Library.sortTokens: token0 is the lower address. Lower-case hex strings of equal
 * length sort like the numbers they spell, so a string comparison is the numeric one.
 */
export function sortTokens<T extends Address>(tokenA: T, tokenB: T): readonly [T, T] {
  const a = tokenA.toLowerCase()
  const b = tokenB.toLowerCase()
  if (a === b) throw new IdenticalAddressesError({ address: tokenA })
  return a < b ? [tokenA, tokenB] : [tokenB, tokenA]
}
