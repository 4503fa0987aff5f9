import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { toastError } from '../../../lib/toast.ts'
import { useRuleText } from '../hooks/useRuleText.ts'
import { checkStake, checkUnstake, LP_DECIMALS, wholeLp } from '../lib/stakeRules.ts'
import { AmountField } from './AmountField.tsx'

export type LpDialogMode = 'stake' | 'withdraw'

export interface LpAmountDialogProps {
  mode: LpDialogMode
  onClose: () => void
  /** The wallet's LP when staking, the stake when withdrawing. */
  available: bigint
  lpLabel: string
  /** Called with a checked amount; the popup closes and the status popup takes over. */
  onConfirm: (amount: bigint, text: string) => void
}

/** The stake (+) and unstake (−) popups: whole LP from 2 to stake (h414, h415), any amount up to the stake to withdraw. */
export function LpAmountDialog({ mode, onClose, available, lpLabel, onConfirm }: LpAmountDialogProps) {
  const { t } = useTranslation()
  const formatTokenAmount = useFormatTokenAmount()
  const ruleText = useRuleText()
  const [text, setText] = useState('')
  // Stakes are whole LP, so the stake popup's max leaves the fraction in the wallet.
  const max = mode === 'stake' ? wholeLp(available) : available

  const confirm = () => {
    const checked = mode === 'stake' ? checkStake(text, available) : checkUnstake(text, available)
    if (!checked.ok) return toastError(ruleText(checked.code, { maximum: formatTokenAmount(available, LP_DECIMALS), token: lpLabel }))
    onConfirm(checked.value, formatAmount(checked.value, LP_DECIMALS))
  }

  return (
    <Dialog open onClose={onClose} title={t(`earn.lp.${mode}Title`)} testId="earn-lp-dialog">
      <div className="stack">
        {mode === 'stake' ? <p className="muted">{t('earn.lp.stakeRule')}</p> : null}
        <AmountField
          value={text}
          onChange={setText}
          onMax={() => setText(formatAmount(max, LP_DECIMALS))}
          testId="earn-lp-amount"
          hint={
            <span data-testid="earn-lp-available">
              {t(mode === 'stake' ? 'earn.lp.walletLp' : 'earn.lp.staked')}{t('app.colon')}<span className="num">{formatTokenAmount(available, LP_DECIMALS)}</span> {lpLabel}
            </span>
          }
        />
        <Button block onClick={confirm} data-testid="earn-lp-confirm">
          {t(`earn.lp.${mode}Confirm`)}
        </Button>
      </div>
    </Dialog>
  )
}
