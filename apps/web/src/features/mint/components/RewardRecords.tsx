import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bpRewardTypes, type BpRewardType } from '@hapdex/core/api/bp'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayChange, displayTime } from '../../../lib/display.ts'
import { useRecordTypes } from '../api/recordTypes.ts'
import { useRewardRecords } from '../api/rewardRecords.ts'

/** Four tabs (the server's type names, ours until they arrive) over the reward records of that type. */
export function RewardRecords() {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState<BpRewardType>(0)
  const types = useRecordTypes()
  const records = useRewardRecords(type)
  const names = new Map(types.data?.list.map((entry) => [entry.type, entry.name]))
  return (
    <section className="mint-records" aria-label={t('mint.bill.records')}>
      <h2 className="mint-section-title">{t('mint.bill.records')}</h2>
      <Tabs
        items={bpRewardTypes.map((id) => ({ id, label: names.get(id) || t(`mint.bill.type.${id}`) }))}
        active={type}
        onSelect={setType}
        label={t('mint.bill.records')}
        panelId="reward-records-panel"
        testId="reward-records-tab"
      />
      <div id="reward-records-panel" role="tabpanel" aria-labelledby={`reward-records-panel-tab-${type}`} className="mint-records-panel">
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => (
            <div className="reward-record">
              <span className="reward-record-type">{row.type_txt}</span>
              <span className={`num reward-record-change ${row.usable_change.startsWith('-') ? 'is-out' : 'is-in'}`} data-testid="reward-record-change">
                {displayChange(row.usable_change)}
              </span>
              <span className="muted reward-record-time">{displayTime(row.created_at, i18n.language)}</span>
            </div>
          )}
          emptyText={t('mint.bill.empty')}
          errorText={t('mint.loadFailed')}
          endText={t('mint.noMore')}
          testId={`reward-records-${type}`}
        />
      </div>
    </section>
  )
}
