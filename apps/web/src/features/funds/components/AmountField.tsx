import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { amountKeystrokes } from '../lib/fundsRules.ts'

export interface AmountFieldProps {
  value: string
  /** Receives the typed text without letters, signs or blanks: they never reach the field. */
  onChange: (text: string) => void
  /** Puts the whole balance in the field. */
  onMax?: (() => void) | undefined
  /** The balance line under the field. */
  hint?: ReactNode
  /** What is wrong with the amount typed so far, translated; shown under the field as the user types. */
  error?: string | null | undefined
  testId: string
}

export function AmountField({ value, onChange, onMax, hint, error, testId }: AmountFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
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
          onChange={(event) => onChange(amountKeystrokes(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {onMax ? (
          <button type="button" className="btn btn-ghost funds-max" onClick={onMax} data-testid={`${testId}-max`}>
            <span className="btn-label">{t('funds.max')}</span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="funds-field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? <div className="funds-hint">{hint}</div> : null}
    </div>
  )
}
