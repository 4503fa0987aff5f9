import type { CardsDividendType } from '@hapdex/core/api/cards'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount, isZeroAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useCardsClaim } from '../api/claim.ts'
import type { CardsInfo } from './CardStanding.tsx'

const boxes = [
  { type: 0, key: 'lp', today: 'today_lp_dividend', total: 'total_lp_dividend', claimable: 'lp_claimable' },
  { type: 1, key: 'card', today: 'today_card_dividend', total: 'total_card_dividend', claimable: 'card_claimable' },
] as const satisfies ReadonlyArray<{ type: CardsDividendType; key: string; today: keyof CardsInfo; total: keyof CardsInfo; claimable: keyof CardsInfo }>

/** The LP and card dividends: today's, the total and what is claimable, each with its claim (`Cards Claim` type 0 or 1). */
export function CardDividends({ info }: { info: CardsInfo }) {
  const { t } = useTranslation()
  const claim = useCardsClaim()
  const claimType = (type: CardsDividendType, claimable: string) => {
    // One claim at a time.
    if (claim.isPending) return
    // Nothing to move: no signature over an empty claim (lang.h240, "No reward").
    if (isZeroAmount(claimable)) return toastError(t('h240'))
    claim.mutate(type, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('cards.dividends.claimed'))), onError: toastActionError })
  }
  return (
    <section className="cards-dividends" aria-labelledby="cards-dividends-title" data-testid="cards-dividends">
      <h2 id="cards-dividends-title" className="cards-subtitle">{t('cards.dividends.title')}</h2>
      <div className="cards-boxes">
        {boxes.map((box) => (
          <article key={box.type} className="card cards-box" data-testid={`cards-dividend-${box.type}`}>
            <h3 className="cards-box-title">{t(`cards.dividends.${box.key}`)}</h3>
            <p className="cards-claimable">
              <span className="muted">{t('cards.dividends.claimable')}</span>
              <strong className="num">
                <span data-testid={`cards-claimable-${box.type}`}>{displayAmount(info[box.claimable])}</span> <small>{info.token}</small>
              </strong>
            </p>
            <dl className="figure-rows">
              <div>
                <dt>{t('cards.dividends.today')}</dt>
                <dd data-testid={`cards-today-${box.type}`}>{displayAmount(info[box.today])}</dd>
              </div>
              <div>
                <dt>{t('cards.dividends.total')}</dt>
                <dd data-testid={`cards-total-${box.type}`}>{displayAmount(info[box.total])}</dd>
              </div>
            </dl>
            <Button block variant={isZeroAmount(info[box.claimable]) ? 'secondary' : 'primary'} loading={claim.isPending && claim.variables === box.type} onClick={() => claimType(box.type, info[box.claimable])} data-testid={`cards-claim-${box.type}`}>
              {t('cards.dividends.claim')}
            </Button>
          </article>
        ))}
      </div>
    </section>
  )
}
