import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { usePartnerBuy } from '../api/partnerBuy.ts'
import type { PartnerRoundView } from './RecruitCard.tsx'

/** The payment popup: the round's price in USDT from the custodial balance, signed `Partner Buy`. */
export function BuyDialog({ round, onClose }: { round: PartnerRoundView; onClose: () => void }) {
  const { t } = useTranslation()
  const buy = usePartnerBuy()
  const confirm = () =>
    buy.mutate(
      { round_id: round.id, pay_amount: round.pay_amount },
      {
        onSuccess: () => {
          toastSuccess(t('partner.pay.done'))
          onClose()
        },
        onError: toastActionError,
      },
    )
  return (
    <Dialog open onClose={onClose} title={t('partner.pay.title')} testId="partner-pay">
      <div className="stack">
        <p className="partner-pay-amount">
          <span>{t('partner.pay.amount')}</span>
          <strong data-testid="partner-pay-amount">{displayAmount(round.pay_amount)} {round.pay_token}</strong>
        </p>
        <p className="partner-note">{t('partner.pay.from')}</p>
        <Button block loading={buy.isPending} onClick={confirm} data-testid="partner-pay-confirm">
          {t('partner.pay.confirm')}
        </Button>
        <Button block variant="secondary" onClick={onClose} disabled={buy.isPending}>
          {t('partner.pay.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
