import { Suspense, useState } from 'react'
import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../components/Skeleton.tsx'
import { ChainBanner } from '../../features/wallet/components/ChainBanner.tsx'
import { WalletSessionSync } from '../../features/wallet/components/WalletSessionSync.tsx'
import { useSiteConfig } from '../../lib/siteConfig.ts'
import { chainLabel } from '../../lib/wagmi.ts'
import { BottomNav } from './BottomNav.tsx'
import { Header } from './Header.tsx'
import { ScrollToTop } from './ScrollToTop.tsx'
import { SideMenu } from './SideMenu.tsx'

/** Header, content and bottom tabs in the centred column; the side menu opens over it. */
export function Shell() {
  const { t } = useTranslation()
  // Loaded before the shell mounts (the wallet config is built from it), so it is cached here.
  const { data: config } = useSiteConfig()
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className="app-column">
      <Header chainLabel={config ? chainLabel(config.chain) : ''} onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <ChainBanner />
      <main id="main" className="app-main">
        <Suspense fallback={<Skeleton label={t('app.loading')} rows={4} />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} chatUrl={config?.chat_url ?? ''} />
      <WalletSessionSync />
      <ScrollToTop />
    </div>
  )
}
