import { useTranslation } from 'react-i18next'
import { ChevronDown } from 'lucide-react'
import { TokenLogo } from '../tokens/TokenLogo.tsx'
import type { Token } from '../tokens/token.ts'

export function TokenPickButton({ token, onClick, testId }: { token: Token | undefined; onClick: () => void; testId: string }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="token-chip token-chip-wide" onClick={onClick} data-testid={testId}>
      {token ? <TokenLogo token={token} /> : null}
      <span>{token ? token.symbol : t('swap13')}</span>
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  )
}
