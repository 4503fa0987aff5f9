import { useIsAuthenticated, useLogin, useLogout } from '@refinedev/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Preferences } from '../layout/Preferences.tsx'
import { NOT_OPERATOR } from './authProvider.ts'
import { loadSession } from './session.ts'
import { NoWalletError } from './signIn.ts'

/** The console for operators; the sign-in screen signed out; "not an operator" to anyone else. */
export function OperatorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const check = useIsAuthenticated()
  if (check.isLoading) return <Centered><p aria-busy="true">{t('common.loading')}</p></Centered>
  if (check.data?.authenticated) return <>{children}</>
  if (check.data?.error?.name === NOT_OPERATOR) return <NotOperator />
  return <SignIn />
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <main className="centered" id="main">
      <div className="card narrow">{children}</div>
      <Preferences />
    </main>
  )
}

function SignIn() {
  const { t } = useTranslation()
  const login = useLogin()
  const error = login.data?.success === false ? login.data.error : undefined
  return (
    <Centered>
      <h1>{t('auth.title')}</h1>
      <p className="muted">{t('auth.hint')}</p>
      <button type="button" className="primary" disabled={login.isPending} onClick={() => login.mutate({})}>
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      {error && (
        <p role="alert" className="error">
          {error instanceof NoWalletError ? t('auth.noWallet') : t('auth.failed', { reason: error.message })}
        </p>
      )}
    </Centered>
  )
}

function NotOperator() {
  const { t } = useTranslation()
  const { mutate: logout } = useLogout()
  return (
    <Centered>
      <h1>{t('notOperator.title')}</h1>
      <p>{t('notOperator.body', { address: loadSession()?.address ?? '' })}</p>
      <button type="button" onClick={() => logout()}>
        {t('notOperator.other')}
      </button>
    </Centered>
  )
}
