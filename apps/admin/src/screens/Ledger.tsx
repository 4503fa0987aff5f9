import { adminLedgerCheck, type ledgerTokenTotals } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { dateTime, operatorZone, tokenAmount } from '../lib/format.ts'
import { SolvencyPanel } from './SolvencyPanel.tsx'
import { WorkerHealth } from './WorkerHealth.tsx'

type Check = z.output<typeof adminLedgerCheck.output>
type Totals = z.output<typeof ledgerTokenTotals>
const amounts = ['users', 'fees', 'held', 'programmes', 'operator_funding', 'custody', 'on_chain_net', 'entries'] as const

/** The ledger's invariants, checked when the screen opens and on demand (the same check as `npm run ledger:check`), and the workers that move the money. */
export function Ledger() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Check>({ url: adminLedgerCheck.path, method: 'get' })
  const columns = useMemo<ColumnDef<Totals>[]>(
    () => [{ id: 'token', header: t('ledger.token'), accessorKey: 'token' }, ...amounts.map((field): ColumnDef<Totals> => ({ id: field, header: t(`ledger.columns.${field}`), cell: ({ row }) => <span className="amount">{tokenAmount(row.original[field], row.original.token)}</span> }))],
    [t],
  )
  const check = query.data?.data
  return (
    <section aria-labelledby="ledger-title">
      <div className="screen-head">
        <h1 id="ledger-title">{t('ledger.title')}</h1>
        <button type="button" className="primary" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? t('ledger.checking') : t('ledger.runAgain')}
        </button>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <p className="muted">{t('ledger.hint')}</p>
      {query.isLoading ? (
        <p aria-busy="true" className="muted">{t('ledger.checking')}</p>
      ) : query.isError || check === undefined ? (
        <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
      ) : (
        <>
          <div role="status" className={`card verdict ${check.ok ? 'ok' : 'broken'}`}>
            <strong>{check.ok ? t('ledger.ok') : t('ledger.broken', { count: check.problems.length })}</strong>
            <span className="muted">{t('ledger.checkedAt', { at: dateTime(check.checked_at, i18n.language) })}</span>
            {!check.ok && (
              <ul>
                {check.problems.map((problem) => (
                  <li key={problem}>
                    <code>{problem}</code>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <h2>{t('ledger.totals')}</h2>
          <StaticTable columns={columns} data={check.tokens} caption={t('ledger.totals')} />
        </>
      )}
      <SolvencyPanel />
      <WorkerHealth />
    </section>
  )
}
