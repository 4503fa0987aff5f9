import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'

/** The pool and its lists are the account's own: without a session there is nothing to show yet. */
export function SignedOut() {
  const { t } = useTranslation()
  return <EmptyState title={t('miner.pool.title')} description={t('miner.connectFirst')} testId="miner-signed-out" />
}
