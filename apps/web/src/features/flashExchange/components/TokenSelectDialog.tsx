import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/Dialog.tsx'
import { tokenLogo } from '../../../lib/publicAsset.ts'

export interface SelectableToken {
  id: number
  name: string
  logo: string
}

export interface TokenSelectDialogProps {
  open: boolean
  title: string
  tokens: readonly SelectableToken[]
  selectedId: number | undefined
  onSelect: (token: SelectableToken) => void
  onClose: () => void
  testId: string
}

export function TokenSelectDialog({ open, title, tokens, selectedId, onSelect, onClose, testId }: TokenSelectDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={title} testId={testId}>
      {tokens.length === 0 ? (
        <p className="muted">{t('flashExchange.noTargets')}</p>
      ) : (
        <ul className="list">
          {tokens.map((token) => (
            <li key={token.id}>
              <button
                type="button"
                className="list-row"
                aria-pressed={token.id === selectedId}
                onClick={() => {
                  onSelect(token)
                  onClose()
                }}
                data-testid={`${testId}-${token.name}`}
              >
                <img src={tokenLogo(token.logo, token.name)} alt="" width={28} height={28} />
                <span>{token.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
