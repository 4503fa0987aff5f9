import { useTranslation } from 'react-i18next'
import { FundJoin } from '../../../components/FundJoin.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount, displayRate } from '../../../lib/display.ts'
import { useFundConfig } from '../../../lib/fund.ts'
import { pledgedRate } from '../../../lib/fundView.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'
import { useSession } from '../../../lib/session.ts'
import { useFundInfo } from '../api/fundInfo.ts'
import { toastEarnActionError } from '../lib/actionError.ts'
import { FundShare } from './FundShare.tsx'
import { SectionNote } from './SectionNote.tsx'
import { SectionTitle } from './SectionTitle.tsx'

/** The circulation fund: its terms, then the account's share, or the join when it has none. */
export function FundSection({ onlyMine, titled }: { onlyMine: boolean; titled: boolean }) {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <section className="earn-section" data-testid="earn-fund-section">
      <SectionTitle text={t('earn.regions.fund')} shown={titled} />
      {session ? <FundCard key={session.address} onlyMine={onlyMine} /> : <SectionNote testId="earn-fund-signed-out">{t('earn.connectFirst')}</SectionNote>}
    </section>
  )
}

function FundCard({ onlyMine }: { onlyMine: boolean }) {
  const { t } = useTranslation()
  const config = useFundConfig()
  const info = useFundInfo()
  if (config.isPending || info.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (config.isError || info.isError) {
    const retry = () => void (config.isError ? config.refetch() : info.refetch())
    return <LoadFailed text={t('earn.loadFailed')} card onRetry={retry} retrying={config.isFetching || info.isFetching} testId="earn-fund-error" />
  }
  if (onlyMine && info.data === null) return <SectionNote testId="earn-fund-none">{t('earn.fund.none')}</SectionNote>
  const { fund_amount, token, burn_rate, pledge_days, daily_rate } = config.data

  return (
    <article className="card earn-card" data-testid="earn-fund-card">
      <div className="earn-card-head">
        <img className="earn-token-logo" src={tokenLogo('', token)} alt="" width={32} height={32} />
        <h3 className="earn-card-title">{t('fund.title')}</h3>
      </div>
      <p className="muted earn-fund-terms" data-testid="earn-fund-terms">
        {t('fund.unit', { amount: displayAmount(fund_amount), token })} · {t('fund.split', { burn: displayRate(burn_rate), pledge: displayRate(pledgedRate(burn_rate)), days: pledge_days })} ·{' '}
        {t('earn.fund.dailyRate', { rate: displayRate(daily_rate) })}
      </p>
      {info.data ? <FundShare share={info.data} /> : <FundJoin config={config.data} onError={toastEarnActionError} />}
    </article>
  )
}
