import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'

/** The mint screens read the account's own data: without a session there is nothing to show yet. */
export function SignedOut() {
  const { t } = useTranslation()
  return <EmptyState title={t('mint.title')} description={t('mint.connectFirst')} testId="mint-signed-out" />
}
