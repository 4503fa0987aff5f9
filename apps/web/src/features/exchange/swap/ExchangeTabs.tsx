import { NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { href, type RouteName } from '../../../config/paths.ts'
import type { ExchangeId } from '../exchangeConfig.ts'

const routes: Record<ExchangeId, { swap: RouteName; liquidity: RouteName }> = {
  v1: { swap: 'Swap', liquidity: 'LiquidityIndex' },
  v2: { swap: 'SwapV2', liquidity: 'LiquidityV2Index' },
}

/** The swap container's tabs (swap / liquidity, query id 0 / 1) and the V1/V2 switch. */
export function ExchangeTabs({ exchangeId, tab }: { exchangeId: ExchangeId; tab: 'swap' | 'liquidity' }) {
  const { t } = useTranslation()
  return (
    <div className="exchange-tabs">
      <nav className="segmented" aria-label={t('exchange.tabs.label')}>
        <NavLink to={href(routes[exchangeId].swap, { id: 0 })} className="segment" aria-current={tab === 'swap' ? 'page' : undefined} data-testid="tab-swap">
          {t('exchange.tabs.swap')}
        </NavLink>
        <NavLink to={href(routes[exchangeId].liquidity, { id: 1 })} className="segment" aria-current={tab === 'liquidity' ? 'page' : undefined} data-testid="tab-liquidity">
          {t('exchange.tabs.liquidity')}
        </NavLink>
      </nav>
      <nav className="segmented segmented-small" aria-label={t('exchange.tabs.version')}>
        {(['v1', 'v2'] as const).map((id) => (
          <NavLink
            key={id}
            to={href(routes[id][tab === 'swap' ? 'swap' : 'liquidity'], { id: tab === 'swap' ? 0 : 1 })}
            className="segment"
            aria-current={id === exchangeId ? 'page' : undefined}
            data-testid={`version-${id}`}
            onClick={(event) => id === exchangeId && event.preventDefault()}
          >
            {id.toUpperCase()}
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
