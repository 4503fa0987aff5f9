import { useTranslation } from 'react-i18next'
import type { FundsRuleCode } from '../lib/fundsRules.ts'

/** Rule codes to the user's language; `minimum`, `token` and `decimals` fill the messages that name a limit. */
export function useRuleMessage() {
  const { t } = useTranslation()
  return (code: FundsRuleCode, values: { minimum?: string; token?: string; decimals?: number } = {}): string => {
    switch (code) {
      case 'd79':
      case 'd80':
        return t(code)
      case 'h99':
        return t('h99', { minimum: values.minimum ?? '2', token: values.token ?? '' })
      default:
        return t(`funds.rules.${code}`, { minimum: values.minimum ?? '', token: values.token ?? '', decimals: values.decimals ?? 0 })
    }
  }
}
