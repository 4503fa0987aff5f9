import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { SuccessDialog } from '../../../components/SuccessDialog.tsx'
import { useSession } from '../../../lib/session.ts'
import type { SuccessView } from '../../../lib/successView.ts'
import { usePledgePools } from '../api/pledgePools.ts'
import { hasPledgePosition } from '../lib/pledgeView.ts'
import { PledgePoolCard } from './PledgePoolCard.tsx'
import { SectionNote } from './SectionNote.tsx'
import { SectionTitle } from './SectionTitle.tsx'

/** The pledge pools on the ledger: one card per pool, the account's own with "only mine". */
export function PledgeSection({ onlyMine, titled }: { onlyMine: boolean; titled: boolean }) {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <section className="earn-section" data-testid="earn-pledge-section">
      <SectionTitle text={t('earn.regions.pledge')} shown={titled} />
      {/* Keyed by account: a wallet switch must not show one account's pools to the other. */}
      {session ? <PledgePools key={session.address} onlyMine={onlyMine} /> : <SectionNote testId="earn-pledge-signed-out">{t('earn.connectFirst')}</SectionNote>}
    </section>
  )
}

function PledgePools({ onlyMine }: { onlyMine: boolean }) {
  const { t } = useTranslation()
  const pools = usePledgePools()
  const [success, setSuccess] = useState<SuccessView | undefined>()
  if (pools.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (pools.isError) return <LoadFailed text={t('earn.loadFailed')} card onRetry={() => void pools.refetch()} retrying={pools.isFetching} testId="earn-pledge-error" />
  const shown = onlyMine ? pools.data.list.filter(hasPledgePosition) : pools.data.list
  return (
    <>
      {pools.data.status === '0' ? <SectionNote testId="earn-pledge-closed">{t('earn.pledge.closed')}</SectionNote> : null}
      {shown.length === 0 ? <SectionNote testId="earn-pledge-empty">{t(onlyMine ? 'earn.pledge.none' : 'earn.pledge.empty')}</SectionNote> : null}
      {shown.map((pool) => (
        <PledgePoolCard key={pool.id} pool={pool} programmeOpen={pools.data.status === '1'} onSuccess={setSuccess} />
      ))}
      {success ? <SuccessDialog {...success} onClose={() => setSuccess(undefined)} testId="earn-pool-success" /> : null}
    </>
  )
}
