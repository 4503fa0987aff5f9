import { InsufficientInputAmountError, InsufficientReservesError } from './errors.ts'

export type GetAmountOutErrorType = InsufficientInputAmountError | InsufficientReservesError

/**
 * UniswapV2Library.getAmountOut to the wei: the output of one pair for an exact input, after
 * the 0.3% fee. The division floors like Solidity's; a tiny input may give 0, as on chain.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new InsufficientInputAmountError()
  if (reserveIn <= 0n || reserveOut <= 0n) throw new InsufficientReservesError()
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}
