import { adminSessionEndAll } from '@hapdex/core/api/admin'
import { useGetIdentity, useLogout } from '@refinedev/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { call } from '../api/client.ts'
import { shortHex } from '../lib/format.ts'
import { Preferences } from './Preferences.tsx'

const links = [
  { to: '/withdrawals', label: 'nav.withdrawals' },
  { to: '/deposits', label: 'nav.deposits' },
  { to: '/requests', label: 'nav.requests' },
  { to: '/programmes', label: 'nav.programmes' },
  { to: '/pools', label: 'nav.pools' },
  { to: '/settlement', label: 'nav.settlement' },
  { to: '/ledger', label: 'nav.ledger' },
  { to: '/content', label: 'nav.content' },
  { to: '/feedback', label: 'nav.feedback' },
  { to: '/exchange', label: 'nav.exchange' },
  { to: '/tokens', label: 'nav.tokens' },
  { to: '/users', label: 'nav.users' },
  { to: '/partner', label: 'nav.partner' },
  { to: '/nft', label: 'nav.nft' },
  { to: '/game', label: 'nav.game' },
  { to: '/cards', label: 'nav.cards' },
  { to: '/clock', label: 'nav.clock' },
  { to: '/audit', label: 'nav.audit' },
] as const

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { data: identity } = useGetIdentity<{ id: string }>()
  const { mutate: logout } = useLogout()
  // Sign out everywhere is a signed action: a refused signature leaves every session, this one too, as it was.
  const [failure, setFailure] = useState('')
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <strong className="brand">{t('app.title')}</strong>
        <nav aria-label={t('nav.label')}>
          {links.map(({ to, label }) => (
            <NavLink key={to} to={to}>
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <div className="account">
          {identity && <span title={identity.id}>{shortHex(identity.id)}</span>}
          <Preferences />
          <button type="button" onClick={() => logout()}>
            {t('auth.signOut')}
          </button>
          <button type="button" onClick={() => call(adminSessionEndAll, {}).then(() => logout(), (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))}>
            {t('auth.signOutEverywhere')}
          </button>
          {failure && (
            <span role="alert" className="error">
              {failure}
            </span>
          )}
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </div>
  )
}
