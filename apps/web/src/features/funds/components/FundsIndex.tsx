import { useRef, type KeyboardEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { href, type RouteName } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import '../funds.css'
import { DepositTab } from './DepositTab.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WithdrawTab } from './WithdrawTab.tsx'

/** Spec 2: query id 0 deposit, 1 withdraw, 2 transfer; each tab also has its own route name. */
const tabs = [
  { id: 0, route: 'ChoBi1', label: 'funds.tabDeposit' },
  { id: 1, route: 'TiBi2', label: 'funds.tabWithdraw' },
  { id: 2, route: 'ZhuangZhan3', label: 'funds.tabTransfer' },
] as const satisfies ReadonlyArray<{ id: number; route: RouteName; label: string }>

export type FundsTabId = (typeof tabs)[number]['id']

/** The tab a link asks for: its query id first, else the route it names, else deposit. */
export function tabFromLocation(queryId: string | null, routeTab: FundsTabId | undefined): FundsTabId {
  const fromQuery = tabs.find((tab) => String(tab.id) === queryId)
  return fromQuery?.id ?? routeTab ?? 0
}

export interface FundsIndexProps {
  /** The tab the route itself names (ChoBi1, TiBi2, ZhuangZhan3); Assets names none. */
  routeTab?: FundsTabId
  routeName: RouteName
}

export function FundsIndex({ routeTab, routeName }: FundsIndexProps) {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const active = tabFromLocation(search.get('id'), routeTab)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const select = (id: FundsTabId) => {
    const tab = tabs[id]
    void navigate(href(tab.route, { id }), { replace: true })
  }
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const next = ((active + step + tabs.length) % tabs.length) as FundsTabId
    select(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="funds-screen" data-route-name={routeName}>
      <div className="funds-tabs" role="tablist" aria-label={t('funds.title')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element
            }}
            type="button"
            role="tab"
            id={`funds-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls="funds-panel"
            tabIndex={tab.id === active ? 0 : -1}
            className="funds-tab-button"
            onClick={() => select(tab.id)}
            data-testid={`funds-tab-${tab.id}`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div id="funds-panel" role="tabpanel" aria-labelledby={`funds-tab-${active}`}>
        {!session ? (
          <SignedOut title={t('funds.title')} description={t('funds.connectFirst')} testId="funds-connect-first" />
        ) : (
          // The tabs read the wallet through lib/walletState and lib/walletHooks (decision 0012).
          active === 0 ? <DepositTab key={session.address} /> : active === 1 ? <WithdrawTab key={session.address} /> : <TransferTab key={session.address} />
        )}
      </div>
    </div>
  )
}
