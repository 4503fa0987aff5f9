import { useState } from 'react'
import { Minus, Plus, PiggyBank } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useFundConfig } from '../api/fundConfig.ts'
import { useFundJoin } from '../api/fundJoin.ts'
import { fundTotalText, normalizeQuantity, stepQuantity } from '../lib/fundView.ts'

/** Circulation fund: '2' already joined (disabled), '0' closed (h244), '1' opens the purchase popup. */
export function FundCard() {
  const { t } = useTranslation()
  const config = useFundConfig()
  const join = useFundJoin()
  const [open, setOpen] = useState(false)
  const [quantity, setQuantity] = useState(1)
  const status = config.data?.status
  const token = config.data?.token ?? 'HAP'

  const openPopup = () => {
    if (status === '0') return toastError(t('h244'))
    if (status === '1') setOpen(true)
  }
  const confirm = () => {
    if (join.isPending) return
    join.mutate(quantity, {
      onSuccess: ({ msg }) => {
        toastSuccess(msg || t('invitation.fundJoined'))
        setOpen(false)
        setQuantity(1)
      },
      // Spec 8: a refused signature only resets the loading state; server errors were toasted.
    })
  }

  return (
    <section className="card invitation-fund" data-testid="invitation-fund" data-status={status}>
      <div className="invitation-fund-head">
        <PiggyBank aria-hidden="true" size={24} />
        <div>
          <h2 className="invitation-section-title">{t('invitation.fundTitle')}</h2>
          <p className="muted">{config.data ? t('invitation.fundUnit', { amount: displayAmount(config.data.fund_amount), token }) : '—'}</p>
        </div>
      </div>
      <Button block variant={status === '2' ? 'secondary' : 'primary'} disabled={status === '2' || config.isPending} onClick={openPopup} data-testid="fund-open">
        {status === '2' ? t('invitation.fundAlready', { num: config.data?.joined_num ?? 0 }) : t('invitation.fundBuy')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('invitation.fundTitle')} testId="fund-dialog">
        {config.data ? (
          <div className="stack">
            <p className="muted">{t('invitation.fundUnit', { amount: displayAmount(config.data.fund_amount), token })}</p>
            <div className="invitation-stepper">
              <button type="button" className="icon-button" onClick={() => setQuantity(stepQuantity(quantity, -1))} disabled={quantity <= 1} aria-label={t('invitation.less')} data-testid="fund-minus">
                <Minus aria-hidden="true" size={18} />
              </button>
              <input
                className="text-input num"
                inputMode="numeric"
                value={quantity}
                onChange={(event) => setQuantity(normalizeQuantity(event.target.value))}
                aria-label={t('invitation.quantity')}
                data-testid="fund-quantity"
              />
              <button type="button" className="icon-button" onClick={() => setQuantity(stepQuantity(quantity, 1))} aria-label={t('invitation.more')} data-testid="fund-plus">
                <Plus aria-hidden="true" size={18} />
              </button>
            </div>
            <p className="invitation-fund-total">
              {t('invitation.fundTotal')}: <strong className="num" data-testid="fund-total">{fundTotalText(config.data.fund_amount, quantity)}</strong> {token}
            </p>
            <Button block loading={join.isPending} onClick={confirm} data-testid="fund-confirm">
              {t('invitation.fundConfirm')}
            </Button>
          </div>
        ) : null}
      </Dialog>
    </section>
  )
}
