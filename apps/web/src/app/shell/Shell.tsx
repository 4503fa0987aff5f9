import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { ChainBanner } from '../../features/wallet/components/ChainBanner.tsx'
import { WalletSessionSync } from '../../features/wallet/components/WalletSessionSync.tsx'
import { chainLabel } from '../../lib/chain.ts'
import { useSiteConfig } from '../../lib/siteConfig.ts'
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint.ts'
import { loadWalletStack, walletNeededAtStart } from '../../lib/walletState.ts'
import { BottomNav } from './BottomNav.tsx'
import { Header } from './Header.tsx'
import { ScrollToTop } from './ScrollToTop.tsx'
import { SiteConfigGate } from './SiteConfigGate.tsx'
import { SubPageBar } from './SubPageBar.tsx'

/**
 * The side menu (its entries' icons, the invite block, the theme switch: 3 KiB compressed) is not
 * part of the app's start: it loads once the first screen has painted, or when the menu is opened
 * first, whichever comes first. In the startup chunk, every byte is waited for before any screen
 * renders (docs/decisions/0012-first-load.md).
 */
const SideMenu = lazy(() => import('./SideMenu.tsx').then(({ SideMenu }) => ({ default: SideMenu })))

/** Header, content and bottom tabs in the centred column; the side menu opens over it. */
export function Shell() {
  // Requested as the app starts (main.tsx); the header and tabs do not wait for it.
  const { data: config } = useSiteConfig()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuWanted = useAfterFirstPaint() || menuOpen
  const chain = config?.chain
  useEffect(() => {
    // A returning wallet (stored connection, or a wallet browser's own provider) reconnects as
    // before; everyone else loads the wallet stack on their first wallet action.
    if (chain && walletNeededAtStart()) void loadWalletStack(chain)
  }, [chain])
  return (
    <div className="app-column">
      <Header chainLabel={config ? chainLabel(config.chain) : ''} onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <ChainBanner />
      <main id="main" className="app-main">
        <SubPageBar />
        <SiteConfigGate>
          <Outlet />
        </SiteConfigGate>
      </main>
      <BottomNav />
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} chatUrl={config?.chat_url ?? ''} />
        </Suspense>
      ) : null}
      <WalletSessionSync />
      <ScrollToTop />
    </div>
  )
}
