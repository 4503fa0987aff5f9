import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Tabs } from '../../../components/Tabs.tsx'
import { HeldList } from './HeldList.tsx'
import { NftTypeList } from './NftTypeList.tsx'

const tabs = ['list', 'holding', 'ended'] as const
type Tab = (typeof tabs)[number]

/** The three tabs (NFT list, holding in progress, ended); the query's `tab` selects one, so `user` lands on holdings. */
export function NftTabs() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const asked = search.get('tab')
  const active: Tab = tabs.find((tab) => tab === asked) ?? 'list'
  const select = (tab: Tab) => setSearch((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })
  return (
    <section className="nft-tabs" aria-label={t('nft.tabs.label')}>
      <Tabs items={tabs.map((id) => ({ id, label: t(`nft.tabs.${id}`) }))} active={active} onSelect={select} label={t('nft.tabs.label')} panelId="nft-tab-panel" testId="nft-tab" />
      <div id="nft-tab-panel" role="tabpanel" aria-labelledby={`nft-tab-panel-tab-${active}`} className="nft-tab-panel">
        {active === 'list' ? <NftTypeList /> : <HeldList key={active} status={active === 'holding' ? '1' : '0'} />}
      </div>
    </section>
  )
}
