import { BaseError } from '../amount/BaseError.ts'

export type InvalidDeadlineErrorType = InvalidDeadlineError

/** A caller mistake: the deadline setting is a whole number of minutes above zero. */
export class InvalidDeadlineError extends BaseError {
  override name = 'InvalidDeadlineError'
  constructor({ minutes }: { minutes: number }) {
    super(`Invalid deadline ${minutes}: expected whole minutes above zero`)
  }
}

export type InvalidPercentErrorType = InvalidPercentError

/** A caller mistake: a balance shortcut is a whole percent from 0 to 100. */
export class InvalidPercentError extends BaseError {
  override name = 'InvalidPercentError'
  constructor({ percent }: { percent: number }) {
    super(`Invalid percent ${percent}: expected a whole number from 0 to 100`)
  }
}
