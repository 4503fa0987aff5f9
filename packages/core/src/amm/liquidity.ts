import { fraction, type Fraction } from '../amount/fraction.ts'
import { formatFraction } from '../amount/formatFraction.ts'
import { InsufficientInputAmountError } from './errors.ts'

/** UniswapV2Pair.MINIMUM_LIQUIDITY: burnt on the first mint so the pool can never be emptied. */
export const MINIMUM_LIQUIDITY = 1000n

/** Pooled amounts in the positions list show 9 decimals; the pool lookup's share 10 (spec 5). */
export const POOLED_AMOUNT_DECIMALS = 9
export const LOOKUP_SHARE_DECIMALS = 10

/** Integer square root, rounded down (Babylonian method, as UniswapV2's Math.sqrt). */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('square root of a negative number')
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

export type LiquidityMintedParameters = {
  readonly amountA: bigint
  readonly amountB: bigint
  /** Reserves oriented as the amounts; zero reserves or supply mean a first provider. */
  readonly reserveA: bigint
  readonly reserveB: bigint
  readonly totalSupply: bigint
}

/**
 * LP tokens UniswapV2Pair.mint gives for a deposit (protocol fee off): sqrt(a·b) − 1000 for the
 * first provider, else the smaller of the two proportional shares, rounded down. Zero when the
 * deposit is too small to mint anything (the pair would revert with INSUFFICIENT_LIQUIDITY_MINTED).
 */
export function liquidityMinted({ amountA, amountB, reserveA, reserveB, totalSupply }: LiquidityMintedParameters): bigint {
  if (amountA <= 0n || amountB <= 0n) throw new InsufficientInputAmountError()
  if (isFirstProvider(reserveA, reserveB, totalSupply)) {
    const minted = sqrt(amountA * amountB) - MINIMUM_LIQUIDITY
    return minted > 0n ? minted : 0n
  }
  const byA = (amountA * totalSupply) / reserveA
  const byB = (amountB * totalSupply) / reserveB
  return byA < byB ? byA : byB
}

/** No pool yet, or an emptied one: the depositor sets the price (spec 4). */
export function isFirstProvider(reserveA: bigint, reserveB: bigint, totalSupply: bigint): boolean {
  return totalSupply === 0n || reserveA === 0n || reserveB === 0n
}

/** The share of the pool `lpBalance` is; zero when the pool has no supply. */
export function poolShare(lpBalance: bigint, totalSupply: bigint): Fraction {
  return totalSupply > 0n ? fraction(lpBalance, totalSupply) : fraction(0n)
}

/** The depositor's share once `minted` is added (the first mint also locks MINIMUM_LIQUIDITY). */
export function shareAfterDeposit(minted: bigint, totalSupply: bigint): Fraction {
  const supplyAfter = (totalSupply === 0n ? MINIMUM_LIQUIDITY : totalSupply) + minted
  return fraction(minted, supplyAfter)
}

/** What burning `liquidity` pays out of each reserve, rounded down as UniswapV2Pair.burn. */
export function amountsForLiquidity(liquidity: bigint, reserve0: bigint, reserve1: bigint, totalSupply: bigint): readonly [bigint, bigint] {
  if (totalSupply <= 0n) return [0n, 0n]
  return [(liquidity * reserve0) / totalSupply, (liquidity * reserve1) / totalSupply]
}

/** The LP amount of a removal slider position (0–100), rounded down; 100 is the whole balance. */
export function liquidityForPercent(lpBalance: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent ${percent} is not an integer from 0 to 100`)
  return (lpBalance * BigInt(percent)) / 100n
}

/** Spec 2: a pool share as a percent, '<0.01%' below 0.01 and '>100%' at 100 or more. */
export function formatPoolShare(share: Fraction, maxFractionDigits = 2): string {
  const percentNumerator = share.numerator * 100n
  if (percentNumerator >= 100n * share.denominator) return '>100%'
  // Below one hundredth of a percent: numerator·100 / denominator < 0.01.
  if (share.numerator > 0n && percentNumerator * 100n < share.denominator) return '<0.01%'
  return `${formatFraction(percentNumerator, share.denominator, { maxFractionDigits, rounding: 'down' })}%`
}
