import { InsufficientOutputAmountError, InsufficientReservesError } from './errors.ts'

export type GetAmountInErrorType = InsufficientOutputAmountError | InsufficientReservesError

/**
 * UniswapV2Library.getAmountIn to the wei: the input one pair needs for an exact output. The
 * floor plus one rounds up, so the pair's invariant always holds for the returned input.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new InsufficientOutputAmountError()
  // On chain an output at or above the reserve underflows or divides by zero and reverts.
  if (reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) throw new InsufficientReservesError()
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}
