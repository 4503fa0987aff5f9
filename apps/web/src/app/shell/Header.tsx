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
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
      </Link>
      <span className="header-spacer" />
      {/* A plain span may not carry an aria-label: the network's name is said with a hidden prefix. */}
      <span className="chain-label" data-testid="chain-label" title={chainLabel}>
        <span className="visually-hidden">{t('wallet.chain')}: </span>
        {chainLabel}
      </span>
      <LanguageMenu />
      <WalletButton />
    </header>
  )
}
