import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { formatFraction } from '@hapdex/core/amount/formatFraction'
import type { Fraction } from '@hapdex/core/amount/fraction'
import { formatPoolShare } from '@hapdex/core/amm/liquidity'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import type { Token } from '../tokens/token.ts'
import { invert, type AddQuote } from './addLiquidityForm.ts'
import { Row } from './InfoRow.tsx'
import { PairLogos } from './PairLogos.tsx'

const PRICE_DIGITS = 6

export function formatPrice(price: Fraction | undefined): string {
  return price ? formatFraction(price.numerator, price.denominator, { maxFractionDigits: PRICE_DIGITS, rounding: 'down' }) : '-'
}

/** Prices both ways and the share of the pool after the deposit. */
export function PricePanel({ a, b, quote }: { a: Token; b: Token; quote: AddQuote }) {
  const { t } = useTranslation()
  return (
    <section className="info-panel" aria-label={t('liquidity.pricesAndShare')} data-testid="price-panel">
      <h2 className="info-panel-title">{quote.firstProvider ? t('liquidity.initialPrices') : t('liquidity.pricesAndShare')}</h2>
      <dl className="price-grid">
        <Row label={t('liquidity.per', { quote: b.symbol, base: a.symbol })} value={formatPrice(quote.price)} testId="price-b-per-a" />
        <Row label={t('liquidity.per', { quote: a.symbol, base: b.symbol })} value={formatPrice(quote.price && invert(quote.price))} testId="price-a-per-b" />
        <Row label={t('liquidity.shareOfPool')} value={quote.share ? formatPoolShare(quote.share) : '-'} testId="add-share" />
      </dl>
    </section>
  )
}

export function AddDetailDialog({ open, onClose, onConfirm, a, b, quote }: { open: boolean; onClose: () => void; onConfirm: () => void; a: Token; b: Token; quote: AddQuote }) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  return (
    <Dialog open={open} onClose={onClose} title={t('liquidity.detailTitle')} testId="add-detail">
      <div className="dialog-stack">
        <div className="detail-amount">
          <strong className="num" data-testid="detail-minted">
            {quote.minted === undefined ? '-' : amount(quote.minted, 18)}
          </strong>
          <PairLogos a={a} b={b} />
        </div>
        <p className="muted detail-note">{t('liquidity.poolTokens', { a: a.symbol, b: b.symbol })}</p>
        <dl className="info-panel">
          <Row label={t('liquidity.deposited', { symbol: a.symbol })} value={quote.textA} />
          <Row label={t('liquidity.deposited', { symbol: b.symbol })} value={quote.textB} />
          <Row label={t('liquidity.per', { quote: b.symbol, base: a.symbol })} value={formatPrice(quote.price)} />
          <Row label={t('liquidity.per', { quote: a.symbol, base: b.symbol })} value={formatPrice(quote.price && invert(quote.price))} />
          <Row label={t('liquidity.shareOfPool')} value={quote.share ? formatPoolShare(quote.share) : '-'} />
        </dl>
        <Button block onClick={onConfirm} data-testid="add-confirm">
          {quote.firstProvider ? t('liquidity.createAndSupply') : t('liquidity.confirmSupply')}
        </Button>
      </div>
    </Dialog>
  )
}
