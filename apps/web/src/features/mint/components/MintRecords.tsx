import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { bpMintRecord } from '@hapdex/core/api/bp'
import type { z } from 'zod'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { useMintRecords, type MintStatus } from '../api/mintList.ts'
import { recordProgress } from '../lib/recordProgress.ts'

/** Mint records in two tabs (status 1 in progress, 0 finished), each with its release progress. */
export function MintRecords() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<MintStatus>(1)
  const records = useMintRecords(status)
  return (
    <section className="mint-records" aria-label={t('mint.records.title')}>
      <h2 className="mint-section-title">{t('mint.records.title')}</h2>
      <Tabs
        items={[
          { id: 1, label: t('mint.records.active') },
          { id: 0, label: t('mint.records.finished') },
        ]}
        active={status}
        onSelect={setStatus}
        label={t('mint.records.title')}
        panelId="mint-records-panel"
        testId="mint-records-tab"
      />
      <div id="mint-records-panel" role="tabpanel" aria-labelledby={`mint-records-panel-tab-${status}`} className="mint-records-panel">
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => <MintRecordRow row={row} />}
          emptyText={t('mint.records.empty')}
          errorText={t('mint.loadFailed')}
          endText={t('mint.noMore')}
          testId={`mint-records-${status}`}
        />
      </div>
    </section>
  )
}

function MintRecordRow({ row }: { row: z.infer<typeof bpMintRecord> }) {
  const { t, i18n } = useTranslation()
  const percent = recordProgress(row.remain_amount, row.out_amount)
  return (
    <>
      <div className="mint-record-main">
        <strong className="num">{displayAmount(row.amount)} USD</strong>
        <span className="muted mint-record-time">{displayTime(row.created_at, i18n.language)}</span>
      </div>
      <dl className="mint-record-figures">
        <div>
          <dt>{t('mint.records.cp')}</dt>
          <dd className="num">{displayAmount(row.cp, 2)}</dd>
        </div>
        <div>
          <dt>{t('mint.records.maxOutput')}</dt>
          <dd className="num">
            <span data-testid="mint-record-max">{displayAmount(row.out_amount, 2)}</span> USD
          </dd>
        </div>
        <div>
          <dt>{t('mint.records.remain')}</dt>
          <dd className="num">
            <span data-testid="mint-record-remain">{displayAmount(row.remain_amount, 2)}</span> USD
          </dd>
        </div>
      </dl>
      <div className="mint-record-progress">
        <ProgressBar percent={percent} label={t('mint.records.progress')} />
        <span className="num mint-record-percent" data-testid="mint-record-percent">{percent}%</span>
      </div>
    </>
  )
}
