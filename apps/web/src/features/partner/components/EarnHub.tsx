import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { usePartnerConfigs } from '../api/partnerConfigs.ts'
import { useServerNow } from '../../../lib/useServerNow.ts'
import { hubTabs, roundsOfTab, type HubTab } from '../lib/hubTabs.ts'
import { rulesFigures } from '../lib/rulesFigures.ts'
import '../partner.css'
import { RecruitCard } from './RecruitCard.tsx'

/** iso (path /earn): the earn hub, a banner and the recruitment cards by time status, which follow the clock. */
export default function EarnHub() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<HubTab>('all')
  return (
    <div className="programme-screen" data-route-name="iso" data-testid="earn-hub">
      <h1 className="programme-title">{t('partner.hub.title')}</h1>
      <div className="partner-banner" data-testid="earn-hub-banner">
        <strong>{t('partner.hub.bannerTitle')}</strong>
        <BannerText />
      </div>
      <Tabs items={hubTabs.map((id) => ({ id, label: t(`partner.hub.tabs.${id}`) }))} active={tab} onSelect={setTab} label={t('partner.hub.tabsLabel')} panelId="earn-hub-panel" testId="earn-hub-tab" />
      <div id="earn-hub-panel" role="tabpanel" aria-labelledby={`earn-hub-panel-tab-${tab}`} className="partner-list">
        <HubCards tab={tab} />
      </div>
    </div>
  )
}

/** The banner's figures are the configuration's; until it loads (or if it cannot) the title stands alone. */
function BannerText() {
  const { t, i18n } = useTranslation()
  const configs = usePartnerConfigs()
  if (!configs.isSuccess) return null
  return <span>{t('partner.hub.bannerText', rulesFigures(configs.data.rules, i18n.language))}</span>
}

function HubCards({ tab }: { tab: HubTab }) {
  const { t } = useTranslation()
  const configs = usePartnerConfigs()
  const now = useServerNow(configs.data?.now, configs.dataUpdatedAt, 15_000)
  if (configs.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (configs.isError) return <LoadFailed text={t('partner.loadFailed')} card onRetry={() => void configs.refetch()} retrying={configs.isFetching} testId="earn-hub-error" />
  const rounds = roundsOfTab(configs.data.list, tab, now)
  if (rounds.length === 0) return <EmptyState title={t('partner.hub.empty')} description={t('partner.hub.emptyText')} testId="earn-hub-empty" />
  return rounds.map((round) => <RecruitCard key={round.id} round={round} now={now} closed={configs.data.status === '0'} />)
}
