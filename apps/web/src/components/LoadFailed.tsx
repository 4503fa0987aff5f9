import { useTranslation } from 'react-i18next'
import { Button } from './Button.tsx'

export interface LoadFailedProps {
  text: string
  onRetry: () => void
  retrying: boolean
  testId: string
  /** Stands in for a card: drawn as one. */
  card?: boolean
}

/** Something could not load: say so and offer another try. */
export function LoadFailed({ text, onRetry, retrying, testId, card = false }: LoadFailedProps) {
  const { t } = useTranslation()
  return (
    <div className={card ? 'card list-state' : 'list-state'} role="alert" data-testid={testId}>
      <p className="muted">{text}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('app.retry')}
      </Button>
    </div>
  )
}
