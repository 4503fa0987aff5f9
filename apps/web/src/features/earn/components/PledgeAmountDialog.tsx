import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { successView, type SuccessView } from '../../../lib/successView.ts'
import { toastError } from '../../../lib/toast.ts'
import { usePledgeDo } from '../api/pledgeDo.ts'
import { usePledgeRedeem } from '../api/pledgeRedeem.ts'
import { useOneAtATime } from '../../../lib/useOneAtATime.ts'
import { useRuleText } from '../hooks/useRuleText.ts'
import { toastEarnActionError } from '../lib/actionError.ts'
import { checkPledge, checkRedeem } from '../lib/pledgeRules.ts'
import type { PledgePool } from '../lib/pledgeView.ts'
import { AmountField } from './AmountField.tsx'

export type PledgeDialogMode = 'join' | 'redeem'

export interface PledgeAmountDialogProps {
  mode: PledgeDialogMode
  pool: PledgePool
  onClose: () => void
  /** The action went through: this popup gives way to the success popup. */
  onDone: (view: SuccessView) => void
}

/** The pool join popup (min_pledge up to the usable balance, h238) and the redeem popup (up to the pledge, h239). */
export function PledgeAmountDialog({ mode, pool, onClose, onDone }: PledgeAmountDialogProps) {
  const { t } = useTranslation()
  const ruleText = useRuleText()
  const pledge = usePledgeDo()
  const redeem = usePledgeRedeem()
  const action = mode === 'join' ? pledge : redeem
  const oneAtATime = useOneAtATime()
  const [text, setText] = useState('')
  const available = mode === 'join' ? pool.usable : pool.pledge_amount

  const confirm = () => {
    const checked = mode === 'join' ? checkPledge(text, { minPledge: pool.min_pledge, usable: pool.usable }) : checkRedeem(text, pool.pledge_amount)
    if (!checked.ok) return toastError(ruleText(checked.code, { minimum: displayAmount(pool.min_pledge), maximum: displayAmount(pool.pledge_amount), token: pool.token }))
    oneAtATime((done) =>
      action.mutate(
        { pool_id: pool.id, amount: checked.amount },
        {
          onSuccess: ({ msg }) => onDone(successView(t(mode === 'join' ? 'h238' : 'h239'), `${displayAmount(checked.amount)} ${pool.token}`, msg)),
          onError: toastEarnActionError,
          onSettled: done,
        },
      ),
    )
  }

  return (
    <Dialog open onClose={onClose} title={t(`earn.pledge.${mode}Title`, { token: pool.token })} testId="earn-pool-dialog">
      <div className="stack">
        {mode === 'join' ? <p className="muted" data-testid="earn-pool-min">{t('earn.pledge.minHint', { amount: displayAmount(pool.min_pledge), token: pool.token })}</p> : null}
        <AmountField
          value={text}
          onChange={setText}
          onMax={() => setText(available)}
          testId="earn-pool-amount"
          hint={
            <span data-testid="earn-pool-available">
              {t(mode === 'join' ? 'earn.pledge.usable' : 'earn.pledge.myPledge')}{t('app.colon')}<span className="num">{displayAmount(available)}</span> {pool.token}
            </span>
          }
        />
        <Button block loading={action.isPending} onClick={confirm} data-testid="earn-pool-confirm">
          {t(`earn.pledge.${mode}Confirm`)}
        </Button>
      </div>
    </Dialog>
  )
}
