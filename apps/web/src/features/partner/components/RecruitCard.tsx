import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import type { partnerConfigs } from '@hapdex/core/api/partner'
import { partnerSliderRate } from '@hapdex/core/rules/partnerRound'
import { ChevronRight, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { href } from '../../../config/paths.ts'
import { displayAmount, displayDate } from '../../../lib/display.ts'
import { cardStatus } from '../lib/hubTabs.ts'

export type PartnerRoundView = EndpointOutput<typeof partnerConfigs>['list'][number]

/** The earn hub's recruitment card of one round: its phase, time status (closed while the programme is), seats and price; opens recruit. */
export function RecruitCard({ round, now, closed }: { round: PartnerRoundView; now: number; closed: boolean }) {
  const { t } = useTranslation()
  const status = closed ? 'closed' : cardStatus(round, now)
  return (
    <Link to={href('recruit')} className="partner-card recruit-card" data-testid={`recruit-card-${round.id}`} data-status={status}>
      <span className="recruit-card-head">
        <Users aria-hidden="true" size={20} />
        <strong>{t('partner.hub.bannerTitle')} · {t('partner.recruit.phase', { phase: round.phase })}</strong>
        <span className={`partner-status is-${status}`}>{t(`partner.status.${status}`)}</span>
      </span>
      <span className="recruit-card-figures">
        <span>{t('partner.recruit.seats', { recruited: round.recruited, max: round.max_recruit })}</span>
        <span>{t('partner.recruit.price')} {displayAmount(round.pay_amount)} {round.pay_token}</span>
      </span>
      <ProgressBar percent={partnerSliderRate(round)} label={t('partner.recruit.progress')} />
      <span className="recruit-card-foot">
        <span>{t('partner.recruit.window', { begin: displayDate(round.begin_time), end: displayDate(round.end_time) })}</span>
        <span className="recruit-card-go">
          {t('partner.hub.open')}
          <ChevronRight aria-hidden="true" size={16} />
        </span>
      </span>
    </Link>
  )
}
