import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { useSession } from '../../../lib/session.ts'
import { billFilter, useWalletRecords } from '../api/walletRecords.ts'
import { displayChange, displayTime } from '../../../lib/display.ts'
import '../funds.css'
import { RecordList } from './RecordList.tsx'

/** Bill list (zhangdan, title lang.d86): time, type, change, token; page size 10, infinite. */
export function BillList() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="funds-screen" data-route-name="zhangdan">
      <h1 className="funds-screen-title">{t('d86')}</h1>
      {session ? <Bills /> : <EmptyState title={t('funds.connectFirst')} testId="funds-connect-first" />}
    </div>
  )
}

function Bills() {
  const { t, i18n } = useTranslation()
  const records = useWalletRecords(billFilter)
  return (
    <RecordList
      title={t('d86')}
      query={records}
      rowKey={(row) => row.id}
      testId="bill-list"
      titleHidden
      header={
        <div className="funds-bill-grid funds-bill-head" aria-hidden="true">
          <span>{t('funds.colTime')}</span>
          <span>{t('funds.colType')}</span>
          <span className="funds-bill-change">{t('funds.colChange')}</span>
          <span>{t('funds.colToken')}</span>
        </div>
      }
      renderRow={(row) => (
        <div className="funds-bill-grid">
          <span className="funds-bill-time">{displayTime(row.created_time, i18n.language)}</span>
          <span data-testid="bill-type">{row.type_txt}</span>
          <span className={`num funds-bill-change ${row.usable_change.startsWith('-') ? 'is-out' : 'is-in'}`} data-testid="bill-change">
            {displayChange(row.usable_change)}
          </span>
          <span>{row.token}</span>
        </div>
      )}
    />
  )
}
