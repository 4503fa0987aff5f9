import type { BillRecord } from '@hapdex/core/api/wallet'
import { useTranslation } from 'react-i18next'
import { shortenAddress } from '../../../lib/format.ts'
import { displayChange, displayTime } from '../../../lib/display.ts'

/** One balance change: what, when, with whom, and the signed change in its token. */
export function BillRow({ row, showCounterparty = true }: { row: BillRecord; showCounterparty?: boolean }) {
  const { i18n } = useTranslation()
  const negative = row.usable_change.startsWith('-')
  return (
    <>
      <div className="funds-record-main">
        <span className="funds-record-title">{row.behavior_txt || row.type_txt}</span>
        <span className={`num funds-change ${negative ? 'is-out' : 'is-in'}`} data-testid="record-change">
          {displayChange(row.usable_change)} {row.token}
        </span>
      </div>
      <div className="funds-record-meta">
        <span>{displayTime(row.created_time, i18n.language)}</span>
        {showCounterparty && row.counterparty ? <span className="mono">{shortenAddress(row.counterparty)}</span> : null}
        {row.status_txt ? <span>{row.status_txt}</span> : null}
      </div>
    </>
  )
}
