import { translate } from '../../../i18n/i18n.ts'
import { toastActionError } from '../../../lib/actionError.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { toastError } from '../../../lib/toast.ts'

/**
 * The airdrop centre's actions say a refused signature with lang.h46, one of spec 3's three keys
 * for it (the pools use h237, the account centre d186); other failures as everywhere else.
 */
export function toastAirdropActionError(error: unknown): void {
  if (error instanceof SignatureRefusedError) toastError(translate('h46'))
  else toastActionError(error)
}
