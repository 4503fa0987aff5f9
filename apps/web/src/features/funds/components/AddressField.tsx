import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export interface AddressFieldProps {
  value: string
  onChange: (text: string) => void
  label: string
  testId: string
}

export function AddressField({ value, onChange, label, testId }: AddressFieldProps) {
  const { t } = useTranslation()
  const id = useId()
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
        data-testid={testId}
      />
    </div>
  )
}
