import { useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/Dialog.tsx'
import { TokenLogo } from './TokenLogo.tsx'

export interface PickableToken {
  token_id: number
  token: string
  logo: string
}

export interface TokenPickerProps {
  tokens: readonly PickableToken[]
  value: PickableToken | undefined
  onChange: (token: PickableToken) => void
  testId: string
}

/** A token chip that opens a sheet listing the tokens of this action. */
export function TokenPicker({ tokens, value, onChange, testId }: TokenPickerProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="funds-token-chip" onClick={() => setOpen(true)} data-testid={testId} aria-haspopup="dialog">
        {value ? <TokenLogo symbol={value.token} logo={value.logo} /> : null}
        <span>{value ? value.token : t('swap13')}</span>
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('swap13')} testId={`${testId}-sheet`}>
        <ul className="list">
          {tokens.map((token) => (
            <li key={token.token_id}>
              <button
                type="button"
                className="list-row"
                aria-pressed={token.token_id === value?.token_id}
                data-testid={`${testId}-option-${token.token}`}
                onClick={() => {
                  onChange(token)
                  setOpen(false)
                }}
              >
                <TokenLogo symbol={token.token} logo={token.logo} size={28} />
                <span>{token.token}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
