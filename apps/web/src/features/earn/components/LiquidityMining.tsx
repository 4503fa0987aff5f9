import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '../../../components/Tabs.tsx'
import { TxKitProvider, type TxKit } from '../chain/txKit.ts'
import { regions, showsRegion, type Region } from '../lib/regions.ts'
import '../earn.css'
import { FundSection } from './FundSection.tsx'
import { LpStakingCard } from './LpStakingCard.tsx'
import { OnlyMineSwitch } from './OnlyMineSwitch.tsx'
import { PledgeSection } from './PledgeSection.tsx'

/**
 * earn (path /iso): liquidity mining. Region tabs pick LP staking (on chain), the pledge pools
 * and the foundation fund (server ledger), or all three; the switch keeps only the account's own
 * positions in view.
 */
export function LiquidityMining({ txKit }: { txKit: TxKit }) {
  const { t } = useTranslation()
  const [region, setRegion] = useState<Region>('all')
  const [onlyMine, setOnlyMine] = useState(false)
  return (
    <TxKitProvider value={txKit}>
      <div className="earn-screen" data-route-name="earn" data-testid="earn-screen">
        <h1 className="earn-title">{t('earn.title')}</h1>
        <Tabs items={regions.map((id) => ({ id, label: t(`earn.regions.${id}`) }))} active={region} onSelect={setRegion} label={t('earn.regions.label')} panelId="earn-panel" testId="earn-region" />
        <OnlyMineSwitch checked={onlyMine} onChange={setOnlyMine} />
        <div id="earn-panel" className="earn-panel" role="tabpanel" aria-labelledby={`earn-panel-tab-${region}`}>
          {showsRegion(region, 'lp') ? <LpStakingCard onlyMine={onlyMine} titled={region === 'all'} /> : null}
          {showsRegion(region, 'pledge') ? <PledgeSection onlyMine={onlyMine} titled={region === 'all'} /> : null}
          {showsRegion(region, 'fund') ? <FundSection onlyMine={onlyMine} titled={region === 'all'} /> : null}
        </div>
      </div>
    </TxKitProvider>
  )
}
