import { translate } from '../i18n/i18n.ts'

/**
 * Spec 8 toasts the server's msg after a write; the server answers a bare 'success' in every
 * language, so that one word gives way to the action's own translated outcome, or to the spec's
 * default success text ('operation successful') when the action has none.
 */
export function successMessage(msg: string | undefined, fallback: string = translate('common.operationSuccessful')): string {
  const text = (msg ?? '').trim()
  return text === '' || text.toLowerCase() === 'success' ? fallback : text
}
