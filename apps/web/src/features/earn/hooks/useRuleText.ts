import { useTranslation } from 'react-i18next'
import type { PoolAmountCode } from '../lib/pledgeRules.ts'
import type { LpAmountCode } from '../lib/stakeRules.ts'

/** Rule codes in the user's language: the spec's keys as they are, ours under earn.rules. */
export function useRuleText() {
  const { t } = useTranslation()
  return (code: LpAmountCode | PoolAmountCode, values: { minimum?: string; maximum?: string; token?: string } = {}): string => {
    switch (code) {
      case 'swap10':
      case 'swap11':
      case 'h414':
      case 'h415':
        return t(code)
      case 'belowMin':
        return t('earn.rules.belowMin', { minimum: values.minimum ?? '', token: values.token ?? '' })
      case 'abovePledge':
      case 'aboveStake':
        return t(`earn.rules.${code}`, { maximum: values.maximum ?? '', token: values.token ?? '' })
      default:
        return t(`earn.rules.${code}`)
    }
  }
}
