import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { useMint } from '../api/mint.ts'
import { useMintQuote } from '../hooks/useMintQuote.ts'
import { covers } from '../lib/mintQuote.ts'
import { PayAmount } from './PayAmount.tsx'

export interface MintConfirmDialogProps {
  open: boolean
  /** Whole USD, settled when the popup opened. */
  amount: bigint
  onClose: () => void
}

/** HAP and BtPi to pay beside the usable balance of each; confirming signs `BP Mint` and mints. */
export function MintConfirmDialog({ open, amount, onClose }: MintConfirmDialogProps) {
  const { t } = useTranslation()
  const { quote, config, hap, btpi } = useMintQuote(amount)
  const mint = useMint()
  const rows =
    quote && config.data && hap.data && btpi.data
      ? [
          { key: 'hap', token: config.data.pay_token, due: quote.hap, info: hap.data },
          { key: 'btpi', token: config.data.second_pay_token, due: quote.btpi, info: btpi.data },
        ]
      : undefined
  const short = rows?.some((row) => !covers(row.info.usable, row.due, row.info.decimals)) ?? false

  const confirm = () => {
    // The loading flag: a second click while the first is signing or posting does nothing.
    if (mint.isPending || !quote) return
    mint.mutate(
      { amount: amount.toString(), hap_amount: quote.hapWire, btpi_amount: quote.btpiWire },
      {
        onSuccess: ({ msg }) => {
          toastSuccess(successMessage(msg, t('mint.confirm.minted')))
          onClose()
        },
        onError: toastActionError,
      },
    )
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('mint.confirm.title')} testId="mint-confirm">
      {rows ? (
        <div className="stack">
          <p className="mint-confirm-amount">
            {t('mint.confirm.amount')}{t('app.colon')}<strong className="num" data-testid="mint-confirm-amount">{displayAmount(amount.toString())} USD</strong>
          </p>
          <ul className="mint-confirm-rows">
            {rows.map((row) => (
              <li key={row.key} data-testid={`mint-confirm-${row.key}`}>
                <span className="muted">{t('mint.confirm.pay')}</span>
                <strong className="num">
                  <PayAmount value={row.due} decimals={row.info.decimals} token={row.token} />
                </strong>
                <span className={`muted mint-usable${covers(row.info.usable, row.due, row.info.decimals) ? '' : ' mint-short'}`} data-testid={`mint-usable-${row.key}`}>
                  {t('mint.confirm.usable')}{t('app.colon')}<span className="num">{displayAmount(row.info.usable)}</span> {row.token}
                </span>
              </li>
            ))}
          </ul>
          <Button block loading={mint.isPending} disabled={short} onClick={confirm} data-testid="mint-confirm-submit">
            {short ? t('swap11') : t('mint.confirm.submit')}
          </Button>
        </div>
      ) : (
        <Skeleton label={t('app.loading')} rows={3} />
      )}
    </Dialog>
  )
}
