import type { cardsInfo } from '@hapdex/core/api/cards'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { thresholdPercent } from '../lib/starProgress.ts'

export type CardsInfo = EndpointOutput<typeof cardsInfo>

const STARS = [1, 2, 3, 4, 5] as const

/** The star reached, personal and team liquidity against the next star's thresholds, and the card held. */
export function CardStanding({ info }: { info: CardsInfo }) {
  const { t } = useTranslation()
  const { next } = info
  return (
    <section className="card cards-standing" aria-labelledby="cards-star-title" data-testid="cards-standing">
      <div className="cards-star-head">
        <h2 id="cards-star-title" className="cards-subtitle">{t('cards.star.label')}</h2>
        <span className="muted cards-day" data-testid="cards-day">{t('cards.day', { day: info.day })}</span>
      </div>
      <p className="cards-star" data-testid="cards-star" data-star={info.star}>
        <span className="cards-star-icons" aria-hidden="true">
          {STARS.map((star) => (
            <Star key={star} size={22} className={star <= info.star ? 'is-on' : undefined} />
          ))}
        </span>
        <strong>{info.star === 0 ? t('cards.star.none') : t('cards.star.value', { star: info.star })}</strong>
      </p>
      <Liquidity label={t('cards.liquidity.personal')} value={info.personal_liquidity} threshold={next?.personal} star={next?.star} testId="cards-personal" />
      <Liquidity label={t('cards.liquidity.team')} value={info.team_liquidity} threshold={next?.team} star={next?.star} testId="cards-team" />
      <p className="muted cards-note" data-testid="cards-next">{next ? t('cards.liquidity.next', { star: next.star }) : t('cards.liquidity.top')}</p>
      <dl className="figure-rows">
        <div>
          <dt>{t('cards.card.title')}</dt>
          <dd data-testid="cards-held">{info.holds_card ? t('cards.card.held', { star: info.card_star }) : t('cards.card.none')}</dd>
        </div>
        {info.card_since !== null && (
          <div>
            <dt>{t('cards.card.since')}</dt>
            <dd data-testid="cards-since">{info.card_since}</dd>
          </div>
        )}
        <div>
          <dt>{t('cards.card.taken')}</dt>
          <dd data-testid="cards-taken">
            {info.cards_held.toLocaleString('en-US')} / {info.max_cards.toLocaleString('en-US')}
          </dd>
        </div>
      </dl>
      {!info.holds_card && info.star > 0 && <p className="muted cards-note" data-testid="cards-no-card-left">{t('cards.card.allTaken')}</p>}
    </section>
  )
}

function Liquidity({ label, value, threshold, star, testId }: { label: string; value: string; threshold: string | undefined; star: number | undefined; testId: string }) {
  const { t } = useTranslation()
  return (
    <div className="cards-liquidity">
      <div className="cards-liquidity-line">
        <span className="muted">{label}</span>
        <span className="num" data-testid={testId}>
          ${displayAmount(value, 2)}
          {threshold !== undefined && <span className="muted"> / ${displayAmount(threshold, 0)}</span>}
        </span>
      </div>
      {threshold !== undefined && star !== undefined && <ProgressBar percent={thresholdPercent(value, threshold)} label={t('cards.liquidity.progress', { name: label, star })} testId={`${testId}-progress`} />}
    </div>
  )
}
