import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { useHoldList, type HoldStatus } from '../api/holdList.ts'
import { useProductConfig } from '../api/productConfig.ts'
import { releasePercent } from '../lib/oldMintRules.ts'

type HoldTab = 'holding' | 'active' | 'ended'

const tabs: ReadonlyArray<{ id: HoldTab; status: HoldStatus; label: string }> = [
  { id: 'holding', status: -1, label: 'oldMint.holding' },
  { id: 'active', status: 1, label: 'oldMint.inProgress' },
  { id: 'ended', status: 0, label: 'oldMint.ended' },
]

/** Holding / In progress / Ended, each record with its release progress. */
export function HoldList() {
  const { t, i18n } = useTranslation()
  const [tab, setTab] = useState<HoldTab>('holding')
  const records = useHoldList(tabs.find((entry) => entry.id === tab)?.status ?? -1)
  const token = useProductConfig().data?.token ?? ''
  return (
    <section className="old-mint-records" aria-label={t('oldMint.records')}>
      <Tabs items={tabs.map((entry) => ({ id: entry.id, label: t(entry.label) }))} active={tab} onSelect={setTab} label={t('oldMint.records')} panelId="old-mint-panel" testId="old-mint-tab" />
      <div id="old-mint-panel" role="tabpanel" aria-labelledby={`old-mint-panel-tab-${tab}`} className="old-mint-panel">
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => {
            const percent = releasePercent(row.released_amount, row.release_amount)
            return (
              <>
                <div className="old-mint-row-main">
                  <strong className="num">
                    {displayAmount(row.pay_amount)} {token}
                  </strong>
                  <span className={`old-mint-status is-${row.status === 1 ? 'active' : 'ended'}`}>{t(row.status === 1 ? 'oldMint.inProgress' : 'oldMint.ended')}</span>
                </div>
                <div className="old-mint-row-progress">
                  <ProgressBar percent={percent} label={t('oldMint.release')} />
                  <span className="num muted" data-testid="old-mint-release">
                    {displayAmount(row.released_amount)} / {displayAmount(row.release_amount)}
                  </span>
                </div>
                <span className="muted old-mint-time">{displayTime(row.created_time, i18n.language)}</span>
              </>
            )
          }}
          emptyText={t('oldMint.empty')}
          errorText={t('oldMint.loadFailed')}
          endText={t('oldMint.noMore')}
          testId={`old-mint-records-${tab}`}
        />
      </div>
    </section>
  )
}
