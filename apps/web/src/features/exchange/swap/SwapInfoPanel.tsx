import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { ArrowLeftRight } from 'lucide-react'
import type { Trade } from '@hapdex/core/amm/trade'
import { takesTradeTax } from '@hapdex/core/amm/transferTax'
import { formatPriceImpact, priceImpactBand } from '@hapdex/core/rules/priceImpact'
import { maximumAmountIn, minimumAmountOut } from '@hapdex/core/rules/slippage'
import type { Token } from '../tokens/token.ts'
import { feePaid, priceText } from './swapView.ts'

export type SwapInfoProps = { trade: Trade; from: Token; to: Token; slippage: string; routeSymbols: readonly string[] }

/** Spec 2 info panel: price, min received or max sold, slippage, price impact, amount paid, route. */
export function SwapInfoPanel({ trade, from, to, slippage, routeSymbols }: SwapInfoProps) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  const [inverted, setInverted] = useState(false)
  const band = priceImpactBand(trade.priceImpact)
  const [base, quote] = inverted ? [to, from] : [from, to]
  return (
    <dl className="info-panel" data-testid="swap-info">
      <div className="info-row">
        <dt>{t('exchange.swap.price')}</dt>
        <dd className="num">
          <span data-testid="swap-price">{t('exchange.swap.priceValue', { price: priceText(trade, from, to, inverted), base: base.symbol, quote: quote.symbol })}</span>
          <button type="button" className="icon-button icon-button-small" onClick={() => setInverted(!inverted)} aria-label={t('exchange.swap.invertPrice')}>
            <ArrowLeftRight aria-hidden="true" size={14} />
          </button>
        </dd>
      </div>
      <SwapBoundsRows trade={trade} from={from} to={to} slippage={slippage} />
      <div className="info-row">
        <dt>{t('exchange.swap.slippage')}</dt>
        <dd className="num">{slippage}%</dd>
      </div>
      <div className="info-row">
        <dt>{t('exchange.swap.priceImpact')}</dt>
        <dd className={`num impact impact-${band}`} data-testid="price-impact" data-band={band}>
          {formatPriceImpact(trade.priceImpact)}
        </dd>
      </div>
      <div className="info-row">
        <dt>{t('exchange.swap.fee')}</dt>
        <dd className="num" data-testid="swap-fee">
          {amount(feePaid(trade), from.decimals)} {from.symbol}
        </dd>
      </div>
      {trade.taxed && (
        <div className="info-row">
          <dt>{t('exchange.swap.tradeTax')}</dt>
          <dd data-testid="swap-trade-tax">{t('exchange.swap.tradeTaxValue', { symbols: taxedSymbols(routeSymbols, [from, to]) })}</dd>
        </div>
      )}
      <div className="info-row">
        <dt>{t('exchange.swap.route')}</dt>
        <dd data-testid="swap-route">{routeSymbols.join(' › ')}</dd>
      </div>
    </dl>
  )
}

export function SwapBoundsRows({ trade, from, to, slippage }: Omit<SwapInfoProps, 'routeSymbols'>) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  // A taxed trade is sent exact in whichever side was typed: its bound is the minimum received.
  return trade.tradeType === 'exactIn' || trade.taxed ? (
    <div className="info-row">
      <dt>{t('exchange.swap.minimumReceived')}</dt>
      <dd className="num" data-testid="minimum-received">
        {amount(minimumAmountOut(trade.amountOut, slippage), to.decimals)} {to.symbol}
      </dd>
    </div>
  ) : (
    <div className="info-row">
      <dt>{t('exchange.swap.maximumSold')}</dt>
      <dd className="num" data-testid="maximum-sold">
        {amount(maximumAmountIn(trade.amountIn, slippage), from.decimals)} {from.symbol}
      </dd>
    </div>
  )
}

/** The route's symbols that carry the trade tax: the taxed from/to tokens', else the middle token's (only a taxed one makes a trade taxed). */
function taxedSymbols(routeSymbols: readonly string[], ends: readonly Token[]): string {
  const tagged = ends.filter(takesTradeTax).map((token) => token.symbol)
  const middle = routeSymbols.slice(1, -1)
  return [...new Set([...tagged, ...(tagged.length === 0 ? middle : [])])].join(', ')
}
