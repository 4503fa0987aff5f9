import { adminSolvency } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { dateTime, tokenAmount } from '../lib/format.ts'

type Solvency = z.output<typeof adminSolvency.output>
type Line = NonNullable<Solvency['tokens']>[number]
const figures = ['owed', 'on_chain', 'in_flight', 'shortfall'] as const

/** Custody against the chain, per token, read when the screen opens and on demand; a shortfall stands out. */
export function SolvencyPanel() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Solvency>({ url: adminSolvency.path, method: 'get' })
  const columns = useMemo<ColumnDef<Line>[]>(
    () => [
      { id: 'token', header: t('solvency.token'), accessorKey: 'token' },
      ...figures.map(
        (field): ColumnDef<Line> => ({
          id: field,
          header: t(`solvency.columns.${field}`),
          cell: ({ row }) => <span className={`amount${field === 'shortfall' && row.original.shortfall !== '0' ? ' error' : ''}`}>{tokenAmount(row.original[field], row.original.token)}</span>,
        }),
      ),
    ],
    [t],
  )
  const view = query.data?.data
  const short = view?.tokens?.filter((line) => line.shortfall !== '0') ?? []
  return (
    <section aria-labelledby="solvency-title">
      <div className="screen-head">
        <h2 id="solvency-title">{t('solvency.title')}</h2>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? t('solvency.checking') : t('solvency.again')}
        </button>
      </div>
      <p className="muted">{t('solvency.hint')}</p>
      {query.isLoading ? (
        <p aria-busy="true" className="muted">{t('solvency.checking')}</p>
      ) : query.isError || view === undefined ? (
        <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
      ) : view.tokens === null ? (
        <p role="alert" className="error">{t('solvency.unread', { reason: view.error ?? '' })}</p>
      ) : (
        <>
          <div role="status" className={`card verdict ${short.length === 0 ? 'ok' : 'broken'}`}>
            <strong>{short.length === 0 ? t('solvency.ok') : t('solvency.short', { tokens: short.map((line) => line.token).join(', ') })}</strong>
            <span className="muted">{t('ledger.checkedAt', { at: dateTime(view.checked_at, i18n.language) })}</span>
          </div>
          <StaticTable columns={columns} data={view.tokens} caption={t('solvency.title')} />
        </>
      )}
    </section>
  )
}
