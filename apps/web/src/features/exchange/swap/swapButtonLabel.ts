import type { TFunction } from 'i18next'
import type { SwapButtonCode } from '@hapdex/core/rules/swapButton'
import type { PairBlock } from './pairBlock.ts'

/** What the label names: the from token (approve), and the token whose decimals were exceeded. */
export type SwapButtonLabelContext = { fromSymbol?: string | undefined; pairBlock?: PairBlock | undefined; tooManyDecimals?: { symbol: string; decimals: number } | undefined }

/** The button's label for each code; disabled states carry their reason (spec 8 keys). */
export function swapButtonLabel(t: TFunction, code: SwapButtonCode, loading: boolean, context: SwapButtonLabelContext = {}): string {
  switch (code) {
    case 'connectWallet':
      return t('wallet.connect')
    case 'pairBlocked':
      return context.pairBlock === 'stablePair' ? t('exchange.swap.stablePairBlocked') : t('exchange.swap.pairBlocked')
    case 'insufficientLiquidity':
      return t('swap12')
    case 'enterAmount':
      // More decimals than the token has is not an empty amount: say why (issue 17).
      return context.tooManyDecimals ? t('exchange.swap.tooManyDecimals', context.tooManyDecimals) : t('swap10')
    case 'insufficientBalance':
      return t('swap11')
    case 'selectToken':
      return t('swap13')
    case 'approve':
      if (loading) return t('exchange.swap.approving')
      return context.fromSymbol ? t('liquidity.approve', { symbol: context.fromSymbol }) : t('exchange.swap.approve')
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
