import { useState } from 'react'
import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount, displayUnits } from '../../../lib/display.ts'
import { useBpConfig } from '../api/bpConfig.ts'
import { useMintAmount } from '../hooks/useMintAmount.ts'
import { useMintQuote } from '../hooks/useMintQuote.ts'
import { wholeUsd } from '../lib/mintQuote.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { MintConfirmDialog } from './MintConfirmDialog.tsx'
import { PayAmount } from './PayAmount.tsx'

/** The mint amount stepper, the HAP + BtPi split, what the record will hold, and the mint button. */
export function MintForm() {
  const { t } = useTranslation()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [confirmedAmount, setConfirmedAmount] = useState<bigint>()
  const configQuery = useBpConfig()
  const config = configQuery.data
  const stepper = useMintAmount(config ? wholeUsd(config.min_amount) : undefined, config ? wholeUsd(config.step) : undefined)
  const { quote, hap, btpi, usdt } = useMintQuote(stepper.amount)

  if (configQuery.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (!config) return <LoadFailed text={t('mint.loadFailed')} onRetry={() => void configQuery.refetch()} retrying={configQuery.isFetching} testId="mint-form-error" />
  const closed = config.status === '0'
  const adjustedNote =
    stepper.adjusted && stepper.amount !== undefined
      ? t(`mint.form.${stepper.adjusted.reason}`, { typed: displayAmount(stepper.adjusted.typed.toString()), amount: displayAmount(stepper.amount.toString()), step: displayAmount(config.step) })
      : undefined
  const openConfirm = () => {
    const amount = stepper.commit()
    if (amount === undefined) return
    setConfirmedAmount(amount)
    setConfirmOpen(true)
  }

  return (
    <section className="card mint-form" data-testid="mint-form">
      <h2 className="mint-section-title">{t('mint.form.title')}</h2>
      <label className="field-label" htmlFor="mint-amount">
        {t('mint.form.amount')}
      </label>
      <div className="mint-stepper">
        <button type="button" className="icon-button mint-step" onClick={() => stepper.step(-1)} disabled={stepper.atMinimum} aria-label={t('mint.form.less', { step: displayAmount(config.step) })} data-testid="mint-minus">
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id="mint-amount"
          className="text-input num mint-amount-input"
          inputMode="numeric"
          autoComplete="off"
          value={stepper.text}
          onChange={(event) => stepper.type(event.target.value)}
          onBlur={() => stepper.commit()}
          data-testid="mint-amount"
        />
        <button type="button" className="icon-button mint-step" onClick={() => stepper.step(1)} aria-label={t('mint.form.more', { step: displayAmount(config.step) })} data-testid="mint-plus">
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
      {/* The note takes the hint's place, so the form does not jump while typing. */}
      <p className={`mint-hint${adjustedNote ? ' is-adjusted' : ' muted'}`} role="status" data-testid="mint-hint">
        {adjustedNote ?? t('mint.form.hint', { min: displayAmount(config.min_amount), step: displayAmount(config.step) })}
      </p>
      <dl className="mint-lines">
        <div>
          <dt>{t('mint.form.pay')}</dt>
          <dd className="num" data-testid="mint-pay">
            {quote && hap.data && btpi.data ? (
              <>
                <PayAmount value={quote.hap} decimals={hap.data.decimals} token={config.pay_token} />
                <span className="mint-plus-sign"> + </span>
                <PayAmount value={quote.btpi} decimals={btpi.data.decimals} token={config.second_pay_token} />
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('mint.form.receive')}</dt>
          <dd className="num" data-testid="mint-receive">
            {quote && usdt.data ? `${displayUnits(quote.received, usdt.data.decimals, 2)} ${t('mint.form.cpUnit')}` : '—'}
          </dd>
        </div>
      </dl>
      <Button block onClick={openConfirm} disabled={closed || !quote} data-testid="mint-open">
        {closed ? t('swap65') : stepper.amount === undefined ? t('swap10') : t('mint.form.mint')}
      </Button>
      {confirmedAmount !== undefined ? (
        <MintConfirmDialog open={confirmOpen} amount={confirmedAmount} onClose={() => setConfirmOpen(false)} />
      ) : null}
    </section>
  )
}
