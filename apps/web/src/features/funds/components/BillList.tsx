import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { billTypes } from '@hapdex/core/api/wallet'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { useSession } from '../../../lib/session.ts'
import { billFilter, useWalletRecords } from '../api/walletRecords.ts'
import { displayChange, displayTime } from '../../../lib/display.ts'
import '../funds.css'
import { RecordList } from './RecordList.tsx'

export type BillType = keyof typeof billTypes

/** The bill's type from the link (`?type=deposit`), or every type. */
export function billTypeFrom(query: string | null): BillType | undefined {
  return query !== null && Object.hasOwn(billTypes, query) ? (query as BillType) : undefined
}

/** The spec's bill filter (every behaviour, every token), narrowed to one record category when one is chosen. */
export function billFilterFor(type: BillType | undefined): typeof billFilter & { type_arr?: string } {
  return type === undefined ? billFilter : { ...billFilter, type_arr: JSON.stringify([billTypes[type]]) }
}

/** Bill list (zhangdan, title lang.d86): time, type, change, token; page size 10, infinite; filtered by type. */
export function BillList() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="funds-screen" data-route-name="zhangdan">
      <h1 className="funds-screen-title">{t('d86')}</h1>
      {session ? <Bills /> : <SignedOut title={t('d86')} description={t('funds.connectFirst')} testId="funds-connect-first" />}
    </div>
  )
}

function Bills() {
  const { t, i18n } = useTranslation()
  const selectId = useId()
  const [search, setSearch] = useSearchParams()
  const type = billTypeFrom(search.get('type'))
  const records = useWalletRecords(billFilterFor(type))
  const choose = (next: string) => {
    const query = new URLSearchParams(search)
    if (next === '') query.delete('type')
    else query.set('type', next)
    // A filter is not a page: the back arrow leaves the bill rather than step through filters.
    setSearch(query, { replace: true })
  }
  return (
    <>
      <div className="bill-filter">
        <label htmlFor={selectId}>{t('bills.filter')}</label>
        <select id={selectId} className="bill-filter-select" value={type ?? ''} onChange={(event) => choose(event.target.value)} data-testid="bill-filter">
          <option value="">{t('bills.all')}</option>
          {(Object.keys(billTypes) as BillType[]).map((option) => (
            <option key={option} value={option}>
              {t(`bills.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <RecordList
        title={type ? `${t('d86')}${t('app.colon')}${t(`bills.${type}`)}` : t('d86')}
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
    </>
  )
}
