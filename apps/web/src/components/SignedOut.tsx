import { useTranslation } from 'react-i18next'
import { Button } from './Button.tsx'
import { EmptyState } from './EmptyState.tsx'
import { useWalletAction } from './walletAction.ts'

export interface SignedOutProps {
  /** The page's own title; a general "Connect your wallet" when left out. */
  title?: string
  /** What connecting will show here. */
  description?: string
  testId?: string
}

/**
 * A page that shows the account's own data, seen without a session: what it is, and the one action
 * that opens it (connect, or sign in when the wallet is connected already). The button runs the
 * header wallet button's flow, so the picker and the sign-in are the same wherever it is tapped.
 */
export function SignedOut({ title, description, testId = 'signed-out' }: SignedOutProps) {
  const { t } = useTranslation()
  const { state, run } = useWalletAction()
  const label = {
    disconnected: t('wallet.connect'),
    connecting: t('wallet.connecting'),
    signing: t('wallet.signingIn'),
    unsigned: t('wallet.signIn'),
    // Signed in: the page is about to replace this; nothing is left to do.
    'signed-in': t('wallet.signIn'),
  }[state]
  return (
    <EmptyState
      title={title ?? t('wallet.signedOutTitle')}
      description={description ?? t('wallet.signedOutText')}
      testId={testId}
      action={
        <Button onClick={run} disabled={!run || state === 'signed-in'} loading={state === 'connecting' || state === 'signing'} data-testid="signed-out-connect" data-state={state}>
          {label}
        </Button>
      }
    />
  )
}
