import { Outlet } from 'react-router'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { useSiteConfig } from '../../lib/siteConfig.ts'
import { useWalletConnection } from '../../lib/walletState.ts'
import { useHistoryWatcher } from './history/useHistoryWatcher.ts'

/**
 * The layout of every swap and liquidity route. The history watcher lives here, once, so pending
 * records settle whichever exchange screen is open, and switching screens does not restart it.
 */
export default function ExchangeArea() {
  const { data } = useSiteConfig()
  return (
    <>
      {data ? <HistoryWatcher chain={data.chain} /> : null}
      <Outlet />
    </>
  )
}

function HistoryWatcher({ chain }: { chain: ChainConfig }) {
  const { address } = useWalletConnection()
  useHistoryWatcher(chain, address)
  return null
}
