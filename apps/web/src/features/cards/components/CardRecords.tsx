import { billBehaviors } from '@hapdex/core/api/wallet'
import { cardsDividendTypes, type CardsDividendType } from '@hapdex/core/api/cards'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { displayChange, displayTime } from '../../../lib/display.ts'
import { useDividendRecord } from '../api/dividendRecord.ts'

const claims: ReadonlySet<number> = new Set([billBehaviors.cardsClaimLp, billBehaviors.cardsClaimCard])

/** Dividend records of one balance (tabs LP / card): daily dividends and claims, newest first, paged. */
export function CardRecords() {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState<CardsDividendType>(1)
  const records = useDividendRecord(type)
  return (
    <section className="cards-records" aria-labelledby="cards-records-title">
      <h2 className="cards-subtitle" id="cards-records-title">{t('cards.records.title')}</h2>
      <Tabs items={cardsDividendTypes.map((id) => ({ id, label: t(`cards.dividends.${id === 0 ? 'lp' : 'card'}`) }))} active={type} onSelect={setType} label={t('cards.records.title')} panelId="cards-records-panel" testId="cards-records-tab" />
      <div id="cards-records-panel" className="cards-records-panel" role="tabpanel" aria-labelledby={`cards-records-panel-tab-${type}`}>
        <InfiniteList
          query={records}
          rowKey={(row) => row.id}
          renderRow={(row) => (
            <div className="cards-record">
              <span>{t(claims.has(row.behavior) ? 'cards.records.claim' : 'cards.records.dividend')}</span>
              <span className="num" data-testid="cards-record-change">
                {displayChange(row.usable_change)} {row.token}
              </span>
              <span className="muted cards-record-time">{displayTime(row.created_at, i18n.language)}</span>
            </div>
          )}
          emptyText={t('cards.records.empty')}
          errorText={t('cards.loadFailed')}
          endText={t('cards.noMore')}
          testId={`cards-records-${type}`}
        />
      </div>
    </section>
  )
}
