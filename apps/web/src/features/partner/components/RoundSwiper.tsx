import { partnerRoundButton, partnerRoundStatus, partnerSliderRate } from '@hapdex/core/rules/partnerRound'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { displayAmount, displayDate } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError } from '../../../lib/toast.ts'
import { BuyDialog } from './BuyDialog.tsx'
import type { PartnerRoundView } from './RecruitCard.tsx'

interface RoundSwiperProps {
  rounds: readonly PartnerRoundView[]
  initial: number
  now: number
  bought: boolean
  /** The programme is closed (status '0'): no round sells, whatever its times say. */
  closed: boolean
}

/** The rounds side by side (one selected), the progress slider and the button of the selected round's status. */
export function RoundSwiper({ rounds, initial, now, bought, closed }: RoundSwiperProps) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState(initial)
  const [paying, setPaying] = useState(false)
  const session = useSession()
  const round = rounds[selected] ?? rounds[0]!
  const button = closed ? 'closed' : partnerRoundButton(partnerRoundStatus(round, now), round, now)
  const join = () => (session ? setPaying(true) : toastError(t('partner.recruit.connectFirst')))
  return (
    <section className="partner-card" data-testid="partner-rounds">
      <div className="round-swiper" role="radiogroup" aria-label={t('partner.recruit.roundsLabel')}>
        {rounds.map((candidate, index) => (
          <button key={candidate.id} type="button" role="radio" aria-checked={index === selected} className={`round-chip${index === selected ? ' is-selected' : ''}`} onClick={() => setSelected(index)} data-testid={`partner-round-${candidate.id}`}>
            <strong>{t('partner.recruit.phase', { phase: candidate.phase })}</strong>
            <span>{displayAmount(candidate.pay_amount)} {candidate.pay_token}</span>
          </button>
        ))}
      </div>
      <div className="round-figures" data-testid="partner-round-selected" data-round-id={round.id}>
        <span>{t('partner.recruit.seats', { recruited: round.recruited, max: round.max_recruit })}</span>
        <span>{t('partner.recruit.window', { begin: displayDate(round.begin_time), end: displayDate(round.end_time) })}</span>
      </div>
      <ProgressBar percent={partnerSliderRate(round)} label={t('partner.recruit.progress')} testId="partner-round-progress" />
      {bought ? <p className="partner-note" data-testid="partner-bought">{t('partner.recruit.bought')}</p> : null}
      {button === 'none' ? null : (
        <Button block disabled={button !== 'join'} onClick={join} data-testid="partner-join">
          {t(`partner.recruit.${button}`)}
        </Button>
      )}
      {paying ? <BuyDialog round={round} onClose={() => setPaying(false)} /> : null}
    </section>
  )
}
