import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'

/** A card that could not load: say so and offer another try. */
export function LoadFailed({ onRetry, retrying, testId }: { onRetry: () => void; retrying: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <div className="card list-state" role="alert" data-testid={testId}>
      <p className="muted">{t('miner.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('app.retry')}
      </Button>
    </div>
  )
}
