import { adminGameReconcile, type adminGameTransfer } from '@hapdex/core/api/game'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { StatusFilter, useStatusList } from '../components/StatusList.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime, operatorZone, shortHex, tokenAmount } from '../lib/format.ts'

type Transfer = z.output<typeof adminGameTransfer>
type Reconciled = z.output<typeof adminGameReconcile.output>
const statuses = ['pending', 'confirmed', 'reversed'] as const

/**
 * Game transfers by status, pending ones oldest first: those the game service has not decided yet.
 * Reconciling asks the service for each pending one's outcome now and confirms or gives back.
 */
export function Game() {
  const { t, i18n } = useTranslation()
  const action = useAction<Reconciled>()
  const columns = useMemo<ColumnDef<Transfer>[]>(
    () => [
      { id: 'id', header: t('game.id'), accessorKey: 'id' },
      { id: 'direction', header: t('game.direction'), cell: ({ row }) => t(`game.directions.${row.original.direction}`) },
      { id: 'address', header: t('game.address'), cell: ({ row }) => <code title={row.original.address}>{shortHex(row.original.address)}</code> },
      { id: 'amount', header: t('game.amount'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.amount, row.original.token)}</span> },
      { id: 'fee', header: t('game.fee'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.fee, row.original.token)}</span> },
      {
        id: 'status',
        header: t('game.status'),
        cell: ({ row }) => (
          <div className="status-cell">
            <span className={`badge transfer-${row.original.status}`}>{t(`game.statuses.${row.original.status}`)}</span>
            {row.original.settled_by && <span className="muted">{t(`game.settledBy.${row.original.settled_by}`)}</span>}
            {row.original.reason && <span className="muted">{row.original.reason}</span>}
          </div>
        ),
      },
      { id: 'created', header: t('game.created'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      { id: 'settled', header: t('game.settled'), cell: ({ row }) => (row.original.settled_at ? dateTime(row.original.settled_at, i18n.language) : '—') },
    ],
    [t, i18n.language],
  )
  const { table, status, setStatus, counts } = useStatusList<Transfer, (typeof statuses)[number]>('gameTransfers', columns, 'pending')
  const reconcile = () =>
    void action.run(adminGameReconcile.path, {}, async (result) => {
      await table.refineCore.tableQuery.refetch()
      return t('game.reconciled', { ...result })
    })
  return (
    <section aria-labelledby="game-title">
      <div className="screen-head">
        <h1 id="game-title">{t('game.title')}</h1>
        <StatusFilter label={t('game.status')} labels="game.statuses" statuses={statuses} value={status} counts={counts} onChange={setStatus} />
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <div className="card inline-form">
        <p className="muted">{t('game.reconcileHint')}</p>
        <button type="button" className="primary" disabled={action.pending} onClick={reconcile}>
          {t('game.reconcile')}
        </button>
      </div>
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && <p role="alert" className="error">{action.error}</p>}
      <DataTable table={table} caption={t('game.title')} />
    </section>
  )
}
