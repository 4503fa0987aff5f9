import type { CSSProperties } from 'react'
import { Pickaxe, Users } from 'lucide-react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths.ts'
import '../mint.css'

const tabs = [
  { name: 'MintCenter', label: 'mint.tabs.center', Icon: Pickaxe },
  { name: 'MintCommunity', label: 'mint.tabs.community', Icon: Users },
] as const

/**
 * Absolute, because a relative url() inside a custom property resolves against the stylesheet
 * that uses it (assets/), not the page: the base is relative ('./') so the app runs under any path.
 */
function backdropUrl(child: 'center' | 'community'): string {
  return new URL(`${import.meta.env.BASE_URL}mint/${child}-bg.svg`, document.baseURI).href
}

/** The mint pool shell: its child screen over that child's own background, and the two-tab bar. */
export default function MintPoolLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const child = pathname.startsWith(paths.MintCommunity) ? 'community' : 'center'
  return (
    <div
      className={`mint-pool mint-pool-${child}`}
      style={{ '--mint-backdrop': `url(${backdropUrl(child)})` } as CSSProperties}
      data-testid="mint-pool"
      data-child={child}
    >
      <Outlet />
      <nav className="mint-pool-tabs" aria-label={t('mint.tabs.label')}>
        {tabs.map(({ name, label, Icon }) => (
          <NavLink key={name} to={paths[name]} className="mint-pool-tab" data-testid={`mint-tab-${name}`}>
            <Icon aria-hidden="true" size={20} />
            <span>{t(label)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
