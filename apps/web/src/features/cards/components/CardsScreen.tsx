import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useSession } from '../../../lib/session.ts'
import { useCardsInfo } from '../api/cardsInfo.ts'
import '../cards.css'
import '../../../styles/figures.css'
import { CardDividends } from './CardDividends.tsx'
import { CardRecords } from './CardRecords.tsx'
import { CardStanding } from './CardStanding.tsx'

/** cards (issue 38, "Equity cards"): the star, both liquidities against the next star, the card, the dividends with their claims, and the records. */
export default function CardsScreen() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="cards" data-testid="cards-screen">
      <div className="programme-head">
        <h1 className="programme-title">{t('cards.title')}</h1>
      </div>
      {session ? <CardsBody key={session.address} /> : <SignedOut title={t('cards.title')} description={t('cards.connectFirst')} testId="cards-signed-out" />}
    </div>
  )
}

function CardsBody() {
  const { t } = useTranslation()
  const info = useCardsInfo()
  if (info.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (info.isError) return <LoadFailed text={t('cards.loadFailed')} card onRetry={() => void info.refetch()} retrying={info.isFetching} testId="cards-info-error" />
  // Nothing is settled yet: no star, card or dividend exists before the first daily run.
  if (info.data.day === null) return <EmptyState title={t('cards.empty.title')} description={t('cards.empty.text')} testId="cards-empty" />
  return (
    <>
      <CardStanding info={info.data} />
      <CardDividends info={info.data} />
      <CardRecords />
    </>
  )
}
