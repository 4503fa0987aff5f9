import { firstSelectedRound } from '@hapdex/core/rules/partnerRound'
import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { usePartnerConfigs } from '../api/partnerConfigs.ts'
import { useServerNow } from '../../../lib/useServerNow.ts'
import '../partner.css'
import { LatestPartners } from './LatestPartners.tsx'
import { RoundSwiper } from './RoundSwiper.tsx'
import { RulesDialog } from './RulesDialog.tsx'
import { VoteBlock } from './VoteBlock.tsx'

/** recruit: the rounds swiper with its button, the latest partners and the vote (spec 3, "Partner recruit"). */
export default function PartnerRecruit() {
  const { t } = useTranslation()
  const [rulesOpen, setRulesOpen] = useState(false)
  return (
    <div className="programme-screen" data-route-name="recruit" data-testid="partner-recruit">
      <div className="programme-head">
        <h1 className="programme-title">{t('partner.recruit.title')}</h1>
        <button type="button" className="partner-rules-button" onClick={() => setRulesOpen(true)} data-testid="partner-rules-open">
          <ScrollText aria-hidden="true" size={18} />
          {t('partner.recruit.rules')}
        </button>
      </div>
      <Rounds />
      <LatestPartners />
      <VoteBlock />
      <RulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  )
}

function Rounds() {
  const { t } = useTranslation()
  const configs = usePartnerConfigs()
  const now = useServerNow(configs.data?.now, configs.dataUpdatedAt, 15_000)
  // A card of the loaded swiper's height, so the latest partners and the vote below do not move when it arrives.
  if (configs.isPending)
    return (
      <section className="partner-card partner-rounds-loading">
        <Skeleton label={t('app.loading')} rows={4} />
      </section>
    )
  if (configs.isError) return <LoadFailed text={t('partner.loadFailed')} card onRetry={() => void configs.refetch()} retrying={configs.isFetching} testId="partner-rounds-error" />
  if (configs.data.list.length === 0) return <EmptyState title={t('partner.recruit.noRounds')} testId="partner-rounds-empty" />
  // Keyed by the round list: when the rounds change, the first round with can_buy is selected again.
  return <RoundSwiper key={configs.data.list.map((round) => round.id).join()} rounds={configs.data.list} initial={firstSelectedRound(configs.data.list)} now={now} bought={configs.data.bought} closed={configs.data.status === '0'} />
}
