import type { NftPayType } from '@hapdex/core/rules/nftPayment'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { SuccessDialog } from '../../../components/SuccessDialog.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successView } from '../../../lib/successView.ts'
import { useNftBuy } from '../api/buy.ts'
import { payQuote } from '../lib/payView.ts'

export interface NftForSale {
  id: number
  name: string
  price: string
  hapc_rate: string
}

export interface PayPrices {
  pay_token: string
  second_pay_token: string
  hap_price: string
  hapc_price: string
}

/**
 * The pay popup: type 0 pays all in HAP, type 1 HAP plus HAPC by hapc_rate (3 decimals shown; the
 * exact amounts are signed `NFT Buy`); then the success popup.
 */
export function PayDialog({ nft, prices, onClose }: { nft: NftForSale; prices: PayPrices; onClose: () => void }) {
  const { t } = useTranslation()
  const buy = useNftBuy()
  const [type, setType] = useState<NftPayType>(0)
  const [done, setDone] = useState<ReturnType<typeof successView> | undefined>(undefined)
  const quote = payQuote(nft, prices, type)
  if (done) return <SuccessDialog {...done} onClose={onClose} testId="nft-success" />
  const paid = (q: typeof quote) => (type === 0 ? `${displayAmount(q.hap)} ${prices.pay_token}` : `${displayAmount(q.hap)} ${prices.pay_token} + ${displayAmount(q.hapc)} ${prices.second_pay_token}`)
  const confirm = () =>
    buy.mutate(
      { nft_id: nft.id, type, hap_amount: quote.hap, hapc_amount: quote.hapc },
      { onSuccess: ({ msg }) => setDone(successView(t('nft.pay.done'), `${nft.name} · ${paid(quote)}`, msg)), onError: toastActionError },
    )
  const option = (value: NftPayType, label: string) => (
    <label className={`nft-pay-option ${type === value ? 'is-selected' : ''}`}>
      <input type="radio" name="nft-pay-type" value={value} checked={type === value} onChange={() => setType(value)} data-testid={`nft-pay-type-${value}`} />
      {label}
    </label>
  )
  return (
    <Dialog open onClose={onClose} title={t('nft.pay.title')} testId="nft-pay">
      <div className="stack">
        <p className="nft-pay-name">
          {nft.name} · <span className="num">{displayAmount(nft.price)} USD</span>
        </p>
        <fieldset className="nft-pay-types">
          <legend>{t('nft.pay.type')}</legend>
          {option(0, t('nft.pay.allHap', { token: prices.pay_token }))}
          {option(1, t('nft.pay.mixed', { token: prices.pay_token, second: prices.second_pay_token }))}
        </fieldset>
        <p className="nft-pay-amount">
          <span>{t('nft.pay.amount')}</span>
          <strong className="num" data-testid="nft-pay-amount">
            {paid(quote)}
          </strong>
        </p>
        <p className="muted">{t('nft.pay.from')}</p>
        <Button block loading={buy.isPending} onClick={confirm} data-testid="nft-pay-confirm">
          {t('nft.pay.confirm')}
        </Button>
        <Button block variant="secondary" onClick={onClose} disabled={buy.isPending}>
          {t('nft.pay.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
