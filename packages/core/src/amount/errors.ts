import { BaseError } from './BaseError.ts'

export type AmountParseErrorType = AmountParseError & { name: 'AmountParseError' }

/** Text a person typed is not an amount with at most the token's decimals (spec section 5). */
export class AmountParseError extends BaseError {
  override name = 'AmountParseError'
  readonly text: string

  constructor({ text }: { text: string }) {
    // The wording is the spec's, users and support know it.
    super(`Cannot parse ${text} as bignumber`)
    this.text = text
  }
}

export type InvalidDecimalsErrorType = InvalidDecimalsError & { name: 'InvalidDecimalsError' }

/** A caller mistake: token decimals are an integer between 0 and 255 (ERC-20 uint8). */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'

  constructor({ decimals }: { decimals: number }) {
    super(`Invalid decimals ${decimals}: expected an integer from 0 to 255`)
  }
}

export type InvalidFractionErrorType = InvalidFractionError & { name: 'InvalidFractionError' }

/** A caller mistake: a fraction needs a positive denominator. */
export class InvalidFractionError extends BaseError {
  override name = 'InvalidFractionError'

  constructor({ denominator }: { denominator: bigint }) {
    super(`Invalid fraction denominator ${denominator}: expected a positive integer`)
  }
}
