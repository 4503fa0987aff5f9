import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayAmount, displayChange, displayTime } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useCmRecords, useCmWalletAsset, type RecordType } from '../api/cmQueries.ts'
import '../circulation.css'

const boxes = [
  { type: 0, field: 'circulation_reward' },
  { type: 1, field: 'share_reward' },
  { type: 2, field: 'fund_reward' },
] as const

/** billPage (spec 3, "Circulation bill"): the circulation, share and fund reward boxes and the records by type tab. */
export default function BillPage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="billPage" data-testid="cm-bill">
      <div className="programme-head">
        <h1 className="programme-title">{t('circulation.bill.title')}</h1>
      </div>
      {session ? (
        <>
          <RewardBoxes key={session.address} />
          <Records />
        </>
      ) : (
        <SignedOut title={t('circulation.bill.title')} description={t('circulation.connectFirst')} testId="cm-bill-signed-out" />
      )}
    </div>
  )
}

function RewardBoxes() {
  const { t } = useTranslation()
  const asset = useCmWalletAsset()
  if (asset.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (asset.isError) return <LoadFailed text={t('circulation.loadFailed')} card onRetry={() => void asset.refetch()} retrying={asset.isFetching} testId="cm-asset-error" />
  return (
    <section className="cm-rewards" data-testid="cm-rewards">
      {boxes.map((box) => (
        <article key={box.type} className="card cm-reward" data-testid={`cm-reward-${box.type}`}>
          <h2 className="cm-reward-title">{t(`circulation.reward.${box.type}`)}</h2>
          <strong className="num cm-reward-value">
            <span data-testid={`cm-reward-amount-${box.type}`}>{displayAmount(asset.data[box.field])}</span> <small>{asset.data.token}</small>
          </strong>
        </article>
      ))}
    </section>
  )
}

function Records() {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState<RecordType>(0)
  const records = useCmRecords(type)
  return (
    <section className="cm-records" aria-labelledby="cm-records-title">
      <h2 className="cm-subtitle" id="cm-records-title">{t('circulation.bill.records')}</h2>
      <Tabs items={boxes.map(({ type: id }) => ({ id, label: t(`circulation.reward.${id}`) }))} active={type} onSelect={setType} label={t('circulation.bill.records')} panelId="cm-records-panel" testId="cm-records-tab" />
      <div id="cm-records-panel" role="tabpanel" aria-labelledby={`cm-records-panel-tab-${type}`}>
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => (
            <div className="cm-row">
              <span className="num cm-change is-in" data-testid="cm-record-change">
                {displayChange(row.usable_change)} {row.token}
              </span>
              <span className="muted">{displayTime(row.created_at, i18n.language)}</span>
            </div>
          )}
          emptyText={t('circulation.bill.empty')}
          errorText={t('circulation.loadFailed')}
          endText={t('circulation.noMore')}
          testId={`cm-records-${type}`}
        />
      </div>
    </section>
  )
}
