import type { TFunction } from 'i18next'
import type { SwapButtonCode } from '@hapdex/core/rules/swapButton'

/** The button's label for each code; disabled states carry their reason (spec 8 keys). */
export function swapButtonLabel(t: TFunction, code: SwapButtonCode, loading: boolean): string {
  switch (code) {
    case 'connectWallet':
      return t('wallet.connect')
    case 'pairBlocked':
      return t('exchange.swap.pairBlocked')
    case 'insufficientLiquidity':
      return t('swap12')
    case 'enterAmount':
      return t('swap10')
    case 'insufficientBalance':
      return t('swap11')
    case 'selectToken':
      return t('swap13')
    case 'approve':
      return loading ? t('exchange.swap.approving') : t('exchange.swap.approve')
    case 'wrap':
      return loading ? t('exchange.swap.waiting') : t('exchange.swap.wrap')
    case 'unwrap':
      return loading ? t('exchange.swap.waiting') : t('exchange.swap.unwrap')
    case 'priceImpactTooHigh':
      return t('exchange.swap.priceImpactTooHigh')
    case 'swap':
      return loading ? t('exchange.swap.waiting') : t('exchange.swap.title')
  }
}
