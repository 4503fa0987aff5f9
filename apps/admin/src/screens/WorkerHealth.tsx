import { adminWorkers, type workerHealth } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { dateTime } from '../lib/format.ts'

type Workers = z.output<typeof adminWorkers.output>
type Health = z.output<typeof workerHealth>

/** Every worker loop, failing ones first: since when, how many passes in a row, and the latest cause; then where each chain reader resumes. */
export function WorkerHealth() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Workers>({ url: adminWorkers.path, method: 'get' })
  const columns = useMemo<ColumnDef<Health>[]>(() => {
    const at = (time: string | null) => (time === null ? '—' : dateTime(time, i18n.language))
    return [
      { id: 'name', header: t('workers.name'), accessorKey: 'name' },
      {
        id: 'state',
        header: t('workers.state'),
        cell: ({ row }) => (row.original.failures > 0 ? <strong className="error">{t('workers.failing', { count: row.original.failures })}</strong> : <span className="success">{t('workers.passing')}</span>),
      },
      { id: 'since', header: t('workers.failingSince'), cell: ({ row }) => at(row.original.failing_since) },
      { id: 'error', header: t('workers.lastError'), cell: ({ row }) => (row.original.last_error ? <code>{row.original.last_error}</code> : '—') },
      { id: 'ok', header: t('workers.lastOk'), cell: ({ row }) => at(row.original.last_ok_at) },
    ]
  }, [t, i18n.language])
  const view = query.data?.data
  const rows = useMemo(() => [...(view?.list ?? [])].sort((a, b) => b.failures - a.failures), [view])
  return (
    <section aria-labelledby="workers-title">
      <div className="screen-head">
        <h2 id="workers-title">{t('workers.title')}</h2>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('workers.refresh')}
        </button>
      </div>
      <p className="muted">{t('workers.hint')}</p>
      {query.isLoading ? (
        <p aria-busy="true" className="muted">{t('workers.loading')}</p>
      ) : query.isError || view === undefined ? (
        <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('workers.none')}</p>
      ) : (
        <>
          <StaticTable columns={columns} data={rows} caption={t('workers.title')} />
          <h3>{t('workers.cursors')}</h3>
          <ul>
            {view.cursors.map((cursor) => (
              <li key={cursor.name}>
                {t('workers.cursor', { name: cursor.name, block: cursor.next_block })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
