import { translate } from '../../../i18n/i18n.ts'
import { toastActionError } from '../../../lib/actionError.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { toastError } from '../../../lib/toast.ts'

/** Pool and fund actions say a refused signature with the spec's h237; other failures as everywhere else. */
export function toastEarnActionError(error: unknown): void {
  if (error instanceof SignatureRefusedError) toastError(translate('h237'))
  else toastActionError(error)
}
