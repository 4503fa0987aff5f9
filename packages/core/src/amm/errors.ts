import { BaseError } from '../amount/BaseError.ts'

export type InsufficientInputAmountErrorType = InsufficientInputAmountError

/** The input is zero (UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT). */
export class InsufficientInputAmountError extends BaseError {
  override name = 'InsufficientInputAmountError'
  constructor() {
    super('Insufficient input amount')
  }
}

export type InsufficientOutputAmountErrorType = InsufficientOutputAmountError

/** The wanted output is zero (UniswapV2Library: INSUFFICIENT_OUTPUT_AMOUNT). */
export class InsufficientOutputAmountError extends BaseError {
  override name = 'InsufficientOutputAmountError'
  constructor() {
    super('Insufficient output amount')
  }
}

export type InsufficientReservesErrorType = InsufficientReservesError

/** A reserve is zero, or the wanted output is not below the output reserve (INSUFFICIENT_LIQUIDITY). */
export class InsufficientReservesError extends BaseError {
  override name = 'InsufficientReservesError'
  constructor() {
    super('Insufficient reserves')
  }
}

export type InvalidPathLengthErrorType = InvalidPathLengthError

/** A path has 2 or 3 token addresses (1 or 2 hops); the message is the spec's. */
export class InvalidPathLengthError extends BaseError {
  override name = 'InvalidPathLengthError'
  constructor({ length }: { length: number }) {
    super('Incorrect length of contract address array', { details: `path has ${length} addresses` })
  }
}

export type PairNotFoundErrorType = PairNotFoundError

/** No pair of the graph joins these two tokens (the factory's getPair would answer zero). */
export class PairNotFoundError extends BaseError {
  override name = 'PairNotFoundError'
  constructor({ tokenA, tokenB }: { tokenA: string; tokenB: string }) {
    super(`No pair for ${tokenA} and ${tokenB}`)
  }
}

export type IdenticalAddressesErrorType = IdenticalAddressesError

/** A caller mistake: a pair or a trade needs two different tokens (IDENTICAL_ADDRESSES). */
export class IdenticalAddressesError extends BaseError {
  override name = 'IdenticalAddressesError'
  constructor({ address }: { address: string }) {
    super(`Identical addresses ${address}`)
  }
}

export type DuplicatePairErrorType = DuplicatePairError

/** A caller mistake: one factory has one pair per two tokens, so a graph takes each once. */
export class DuplicatePairError extends BaseError {
  override name = 'DuplicatePairError'
  constructor({ token0, token1 }: { token0: string; token1: string }) {
    super(`Duplicate pair for ${token0} and ${token1}`)
  }
}

export type InvalidMaxHopsErrorType = InvalidMaxHopsError

/** A caller mistake: routes have 1 or 2 hops (spec section 1). */
export class InvalidMaxHopsError extends BaseError {
  override name = 'InvalidMaxHopsError'
  constructor({ maxHops }: { maxHops: number }) {
    super(`Invalid maxHops ${maxHops}: expected 1 or 2`)
  }
}
