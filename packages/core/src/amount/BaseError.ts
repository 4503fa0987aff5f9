export type BaseErrorParameters = {
  details?: string | undefined
  cause?: unknown
}

/**
 * The one base of every named error in core (viem's shape): a short message a person can read,
 * optional details for logs, and the cause. Areas subclass it with small named errors.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { details, cause } = parameters
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
  }
}
