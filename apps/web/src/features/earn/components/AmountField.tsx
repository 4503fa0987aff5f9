import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface AmountFieldProps {
  value: string
  onChange: (text: string) => void
  /** Fills in the most the action can take. */
  onMax: () => void
  /** The balance line under the field. */
  hint: ReactNode
  testId: string
}

/** A typed amount (numeric keyboard, commas allowed: the parser drops them) with its max shortcut. */
export function AmountField({ value, onChange, onMax, hint, testId }: AmountFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="earn-field">
      <label className="field-label" htmlFor={id}>
        {t('earn.amount')}
      </label>
      <div className="earn-amount-row">
        <input id={id} className="text-input num" inputMode="decimal" autoComplete="off" placeholder="0" value={value} onChange={(event) => onChange(event.target.value)} data-autofocus data-testid={testId} />
        <button type="button" className="btn btn-ghost earn-max" onClick={onMax} data-testid={`${testId}-max`}>
          <span className="btn-label">{t('earn.max')}</span>
        </button>
      </div>
      <div className="earn-hint">{hint}</div>
    </div>
  )
}
