import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { displayAmount } from '../../../lib/display.ts'
import { useSummaryInfo } from '../api/summaryInfo.ts'

/** The holdings summary (remain_cp, today's output and share reward) and the team boxes, which open engbill. */
export function HoldSummary() {
  const { t } = useTranslation()
  const summary = useSummaryInfo()
  if (summary.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (summary.isError) return <LoadFailed text={t('nft.loadFailed')} card onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="nft-summary-error" />
  const { hold_summary: hold, team_info: team } = summary.data
  return (
    <>
      <section className="card nft-summary" aria-label={t('nft.center.summary')} data-testid="nft-summary">
        <Figure label={t('nft.center.remainCp')} value={hold.remain_cp} testId="nft-remain-cp" large />
        <div className="nft-summary-row">
          <Figure label={t('nft.center.todayCpReward')} value={hold.today_cp_reward} testId="nft-today-cp" />
          <Figure label={t('nft.center.todayShareReward')} value={hold.today_share_reward} testId="nft-today-share" />
        </div>
      </section>
      <section className="nft-team" aria-label={t('nft.center.team')} data-testid="nft-team">
        <div className="card nft-team-box">
          <Figure label={t('nft.center.selfCp')} value={team.self_cp} testId="nft-self-cp" />
        </div>
        <Link className="card nft-team-box" to={href('engbill', { regionIndex: 0 })} data-testid="nft-max-zone">
          <Figure label={t('nft.center.maxZoneCp')} value={team.max_zone_cp} testId="nft-max-zone-cp" />
          <ChevronRight aria-hidden="true" size={16} className="nft-team-go" />
        </Link>
        <Link className="card nft-team-box" to={href('engbill', { regionIndex: 1 })} data-testid="nft-other-zones">
          <Figure label={t('nft.center.otherZoneCp')} value={team.other_zone_cp} testId="nft-other-zone-cp" />
          <ChevronRight aria-hidden="true" size={16} className="nft-team-go" />
        </Link>
      </section>
    </>
  )
}

function Figure({ label, value, testId, large = false }: { label: string; value: string; testId: string; large?: boolean }) {
  return (
    <div className="nft-figure">
      <span className="nft-figure-label">{label}</span>
      <strong className={`num ${large ? 'nft-figure-large' : 'nft-figure-value'}`} data-testid={testId}>
        {displayAmount(value)}
      </strong>
    </div>
  )
}
