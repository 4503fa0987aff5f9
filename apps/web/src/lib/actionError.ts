import { i18n } from '../i18n/i18n.ts'
import { ApiError } from './api.ts'
import { SignatureRefusedError } from './signedAction.ts'
import { toastError } from './toast.ts'

/**
 * The one outcome toast of a failed signed action: a refused signature is a cancel (lang.d186,
 * nothing was sent); the api client already told the user about server answers; anything else
 * (a wallet that broke mid-way) gets the generic message rather than silence.
 */
export function toastActionError(error: unknown): void {
  if (error instanceof SignatureRefusedError) toastError(i18n.t('d186'))
  else if (!(error instanceof ApiError)) toastError(i18n.t('errors.generic'))
}
