import { ArrowLeftRight, Coins, Home, Pickaxe, Users, type LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths, type RouteName } from '../../config/paths.ts'

/** Spec 2: five tabs, in this order. `earn` opens liquidity mining and `iso` the earn hub. */
const tabs: ReadonlyArray<{ name: RouteName & ('Index' | 'earn' | 'Swap' | 'iso' | 'Invitation'); icon: LucideIcon }> = [
  { name: 'Index', icon: Home },
  { name: 'earn', icon: Pickaxe },
  { name: 'Swap', icon: ArrowLeftRight },
  { name: 'iso', icon: Coins },
  { name: 'Invitation', icon: Users },
]

export function BottomNav() {
  const { t } = useTranslation()
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {tabs.map(({ name, icon: Icon }) => (
        <NavLink key={name} to={paths[name]} className="bottom-nav-item" data-testid={`tab-${name}`}>
          <Icon aria-hidden="true" size={22} />
          <span>{t(`nav.${name}`)}</span>
        </NavLink>
      ))}
    </nav>
  )
}
