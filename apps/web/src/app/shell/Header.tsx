import { Menu } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { WalletButton } from '../../features/wallet/components/WalletButton.tsx'
import { paths } from '../../config/paths.ts'
import { LanguageMenu } from './LanguageMenu.tsx'

export interface HeaderProps {
  chainLabel: string
  onOpenMenu: () => void
  menuOpen: boolean
}

export function Header({ chainLabel, onOpenMenu, menuOpen }: HeaderProps) {
  const { t } = useTranslation()
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button"
        onClick={onOpenMenu}
        aria-label={t('menu.open')}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        data-testid="menu-button"
      >
        <Menu aria-hidden="true" size={24} />
      </button>
      <Link to={paths.Index} className="brand" aria-label={t('app.name')}>
        {/* Inline, as index.html paints it: no request for the logo, nor its revalidation, before the screen's own. */}
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#3b6cf6" />
          <path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill="#ffffff" />
        </svg>
      </Link>
      <span className="header-spacer" />
      {/* A plain span may not carry an aria-label: the network's name is said with a hidden prefix. */}
      <span className="chain-label" data-testid="chain-label" title={chainLabel}>
        <span className="visually-hidden">{t('wallet.chain')}{t('app.colon')}</span>
        {chainLabel}
      </span>
      <LanguageMenu />
      <WalletButton />
    </header>
  )
}
