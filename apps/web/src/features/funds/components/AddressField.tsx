import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface AddressFieldProps {
  value: string
  onChange: (text: string) => void
  label: string
  /** What is wrong with the address, translated; said once it is complete (42 characters) or the field is left. */
  error?: string | null | undefined
  testId: string
}

/** An address is complete at 42 characters: before that, "invalid" would only interrupt the typing. */
const ADDRESS_LENGTH = 42

export function AddressField({ value, onChange, label, error, testId }: AddressFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const [left, setLeft] = useState(false)
  const shown = error && (left || value.trim().length >= ADDRESS_LENGTH) ? error : null
  return (
    <div className="funds-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-input mono funds-address-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('funds.addressPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        data-testid={testId}
      />
      {shown ? (
        <p id={errorId} className="funds-field-error" role="alert" data-testid={`${testId}-error`}>
          {shown}
        </p>
      ) : null}
    </div>
  )
}
