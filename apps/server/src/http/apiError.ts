import type { ApiErrorKey } from '@hapdex/core/api/errors'

/** An expected outcome a service reports; the error handler turns it into the `{code, msg}` envelope. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly key: ApiErrorKey
  /** Extra detail appended to the translated message (e.g. which field was invalid). */
  readonly detail: string | undefined

  constructor(key: ApiErrorKey, options: { detail?: string; cause?: unknown } = {}) {
    super(options.detail === undefined ? key : `${key}: ${options.detail}`, { cause: options.cause })
    this.key = key
    this.detail = options.detail
  }
}
