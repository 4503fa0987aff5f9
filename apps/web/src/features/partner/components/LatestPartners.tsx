import { maskAddress } from '@hapdex/core/rules/partnerRound'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { usePartnerLatest } from '../api/partnerLatest.ts'

/** Latest partners: the address masked to 5 + 5 characters and what the seat cost. */
export function LatestPartners() {
  const { t } = useTranslation()
  const latest = usePartnerLatest()
  return (
    <section className="partner-card" data-testid="partner-latest">
      <h2 className="partner-subtitle">{t('partner.latest.title')}</h2>
      {/* One row: the height of the empty note or of a single entry, what a new round shows. */}
      {latest.isPending ? <Skeleton label={t('app.loading')} rows={1} /> : null}
      {latest.isError ? <LoadFailed text={t('partner.loadFailed')} onRetry={() => void latest.refetch()} retrying={latest.isFetching} testId="partner-latest-error" /> : null}
      {latest.data?.list.length === 0 ? <p className="partner-note" data-testid="partner-latest-empty">{t('partner.latest.empty')}</p> : null}
      {latest.data && latest.data.list.length > 0 ? (
        <ul className="partner-latest">
          {latest.data.list.map((entry, index) => (
            <li key={`${entry.address}-${index}`}>
              <span className="partner-address">{maskAddress(entry.address)}</span>
              <span>{displayAmount(entry.pay_amount)} {entry.pay_token}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
