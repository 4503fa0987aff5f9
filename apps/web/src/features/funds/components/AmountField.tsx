import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface AmountFieldProps {
  value: string
  onChange: (text: string) => void
  /** Puts the whole balance in the field. */
  onMax?: (() => void) | undefined
  /** The balance line under the field. */
  hint?: ReactNode
  testId: string
}

export function AmountField({ value, onChange, onMax, hint, testId }: AmountFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="funds-field">
      <label className="field-label" htmlFor={id}>
        {t('funds.amount')}
      </label>
      <div className="funds-amount-row">
        <input
          id={id}
          className="text-input funds-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('funds.amountPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
        {onMax ? (
          <button type="button" className="btn btn-ghost funds-max" onClick={onMax} data-testid={`${testId}-max`}>
            <span className="btn-label">{t('funds.max')}</span>
          </button>
        ) : null}
      </div>
      {hint ? <div className="funds-hint">{hint}</div> : null}
    </div>
  )
}
