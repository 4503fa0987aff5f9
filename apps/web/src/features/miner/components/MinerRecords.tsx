import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayChange, displayTime } from '../../../lib/display.ts'
import { useAirdropSummary } from '../api/airdropSummary.ts'
import { useMinerRecords, type RecordLevel } from '../api/minerRecords.ts'

const levels: readonly RecordLevel[] = [1, 2]

/** The miner wallet record list of spec 3: what the direct (level 1) and indirect (level 2) invitees' mining added. */
export function MinerRecords() {
  const { t } = useTranslation()
  const [level, setLevel] = useState<RecordLevel>(1)
  return (
    <section className="miner-records" aria-labelledby="miner-records-title" data-testid="miner-records">
      <h2 id="miner-records-title" className="miner-section-title">{t('miner.records.title')}</h2>
      <Tabs
        items={levels.map((id) => ({ id, label: t(`miner.share.level${id}`) }))}
        active={level}
        onSelect={setLevel}
        label={t('miner.share.tabs')}
        panelId="miner-records-panel"
        testId="miner-records-tab"
      />
      <div id="miner-records-panel" role="tabpanel" aria-labelledby={`miner-records-panel-tab-${level}`} className="miner-records-panel">
        <LevelRecords key={level} level={level} />
      </div>
    </section>
  )
}

function LevelRecords({ level }: { level: RecordLevel }) {
  const { t, i18n } = useTranslation()
  const records = useMinerRecords(level)
  const token = useAirdropSummary().data?.token
  return (
    <InfiniteList
      query={records}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <div className="miner-record">
          <span className="miner-record-type">{row.type_txt}</span>
          <span className={`num miner-record-change ${row.usable_change.startsWith('-') ? 'is-out' : 'is-in'}`} data-testid="miner-record-change">
            {displayChange(row.usable_change)}
            {token ? ` ${token}` : ''}
          </span>
          <span className="muted miner-record-time">{displayTime(row.created_at, i18n.language)}</span>
        </div>
      )}
      emptyText={t('miner.records.empty')}
      errorText={t('miner.loadFailed')}
      endText={t('miner.records.noMore')}
      testId={`miner-records-${level}`}
    />
  )
}
