import { useRef, useState } from 'react'
import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { fundConfig } from '@hapdex/core/api/circulation'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { toastActionError } from '../lib/actionError.ts'
import { displayAmount, displayRate } from '../lib/display.ts'
import { localizeDecimal } from '../lib/format.ts'
import { useFundJoin } from '../lib/fund.ts'
import { useFundUsable } from '../lib/fundUsable.ts'
import { MAX_FUND_UNITS } from '@hapdex/core/rules/circulation'
import { fundExceedsUsable, fundTotalText, pledgedRate, readFundQuantity, stepQuantity } from '../lib/fundView.ts'
import { toastError, toastInfo } from '../lib/toast.ts'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import './fundJoin.css'

export type FundConfig = EndpointOutput<typeof fundConfig>

export interface FundJoinProps {
  /** Undefined while it loads: the button waits. */
  config: FundConfig | undefined
  /** A failed join; the default tells a refused signature (d186) from the rest. */
  onError?: (error: unknown) => void
}

/**
 * The circulation fund's join (spec 2's name, on every screen), shared by the invitation and liquidity mining screens: '0' closed
 * (h244), '2' already joined (disabled), '1' opens the popup that buys whole shares.
 */
export function FundJoin({ config, onError = toastActionError }: FundJoinProps) {
  const { t, i18n } = useTranslation()
  const join = useFundJoin()
  const usableQuery = useFundUsable(config?.token_id)
  const checking = useRef(false)
  const [open, setOpen] = useState(false)
  const [quantityText, setQuantityText] = useState('1')
  const typed = readFundQuantity(quantityText)
  const quantity = typed.ok ? typed.quantity : undefined
  const status = config?.status

  const openPopup = () => {
    if (status === '0') return toastInfo(t('h244'))
    if (status === '1') setOpen(true)
  }
  const confirm = async () => {
    if (join.isPending || checking.current || quantity === undefined) return
    // The balance before the signature, read anew (it may have changed since the screen loaded):
    // the wallet is never asked to sign what must fail (d80).
    checking.current = true
    const usable = (await usableQuery.refetch()).data?.usable
    checking.current = false
    if (config && fundExceedsUsable(config.fund_amount, quantity, usable)) return toastError(t('d80'))
    join.mutate(quantity, {
      onSuccess: () => {
        setOpen(false)
        setQuantityText('1')
      },
      onError,
    })
  }

  return (
    <>
      <Button block variant={status === '2' ? 'secondary' : 'primary'} disabled={status === '2' || !config} onClick={openPopup} data-testid="fund-open">
        {status === '2' ? t('fund.already', { num: config?.joined_num ?? 0 }) : t('fund.buy')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('fund.title')} testId="fund-dialog">
        {config ? (
          <div className="stack">
            <p className="muted">{t('fund.unit', { amount: displayAmount(config.fund_amount), token: config.token })}</p>
            <p className="muted" data-testid="fund-split">
              {t('fund.split', { burn: displayRate(config.burn_rate), pledge: displayRate(pledgedRate(config.burn_rate)), days: config.pledge_days })}
            </p>
            <div className="fund-stepper">
              <button type="button" className="icon-button" onClick={() => quantity && setQuantityText(String(stepQuantity(quantity, -1)))} disabled={quantity === undefined || quantity <= 1} aria-label={t('fund.less')} data-testid="fund-minus">
                <Minus aria-hidden="true" size={18} />
              </button>
              <input className="text-input num" inputMode="numeric" value={quantityText} onChange={(event) => setQuantityText(event.target.value)} aria-label={t('fund.quantity')} aria-invalid={!typed.ok && typed.reason === 'invalid'} data-testid="fund-quantity" />
              <button type="button" className="icon-button" onClick={() => setQuantityText(String(quantity ? stepQuantity(quantity, 1) : 1))} aria-label={t('fund.more')} data-testid="fund-plus">
                <Plus aria-hidden="true" size={18} />
              </button>
            </div>
            <p className="fund-total">
              {t('fund.total')}{t('app.colon')}<strong className="num" data-testid="fund-total">{quantity ? fundTotalText(config.fund_amount, quantity) : '—'}</strong> {config.token}
            </p>
            <Button block loading={join.isPending} disabled={quantity === undefined} onClick={() => void confirm()} data-testid="fund-confirm">
              {typed.ok ? t('fund.confirm') : typed.reason === 'empty' ? t('fund.enterQuantity') : t('fund.wholeShares', { max: localizeDecimal(String(MAX_FUND_UNITS), i18n.language) })}
            </Button>
          </div>
        ) : null}
      </Dialog>
    </>
  )
}
