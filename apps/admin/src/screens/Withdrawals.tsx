import { adminWithdrawApprove, adminWithdrawReject, withdrawStatuses, type adminWithdrawOrder } from '@hapdex/core/api/withdraw'
import { useCustomMutation } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { StatusFilter, useStatusList } from '../components/StatusList.tsx'
import { dateTime, operatorZone, shortHex, tokenAmount } from '../lib/format.ts'
import { PayerPanel } from './PayerPanel.tsx'
import { RejectDialog } from './RejectDialog.tsx'

export type WithdrawRow = z.output<typeof adminWithdrawOrder>
const statuses = Object.values(withdrawStatuses)

/** Withdrawals by status; those waiting for review can be approved, or rejected with a reason. */
export function Withdrawals() {
  const { t, i18n } = useTranslation()
  const [notice, setNotice] = useState('')
  const [rejecting, setRejecting] = useState<WithdrawRow>()
  const { mutateAsync, mutation } = useCustomMutation<WithdrawRow>()
  // The row buttons call the latest handlers without rebuilding the columns on each render.
  const approveRef = useRef<(order: WithdrawRow) => void>(() => undefined)
  const columns = useMemo<ColumnDef<WithdrawRow>[]>(
    () => [
      { id: 'id', header: t('withdrawals.id'), accessorKey: 'id' },
      { id: 'user', header: t('withdrawals.user'), cell: ({ row }) => <code title={row.original.user_address}>{shortHex(row.original.user_address)}</code> },
      { id: 'amount', header: t('withdrawals.amount'), cell: ({ row }) => tokenAmount(row.original.amount, row.original.token_name) },
      { id: 'fee', header: t('withdrawals.fee'), cell: ({ row }) => tokenAmount(row.original.fee, row.original.token_name) },
      { id: 'received', header: t('withdrawals.received'), cell: ({ row }) => tokenAmount(row.original.actual_amount, row.original.token_name) },
      { id: 'to', header: t('withdrawals.to'), cell: ({ row }) => <code title={row.original.address}>{shortHex(row.original.address)}</code> },
      { id: 'status', header: t('withdrawals.status'), cell: ({ row }) => <StatusCell order={row.original} /> },
      { id: 'created', header: t('withdrawals.created'), cell: ({ row }) => dateTime(row.original.created_time, i18n.language) },
      {
        id: 'actions',
        header: t('withdrawals.actions'),
        cell: ({ row }) =>
          row.original.status === withdrawStatuses.review && (
            <div className="row-actions">
              <button type="button" className="primary" onClick={() => approveRef.current(row.original)}>
                {t('withdrawals.approve')}
              </button>
              <button type="button" className="danger" onClick={() => setRejecting(row.original)}>
                {t('withdrawals.reject')}
              </button>
            </div>
          ),
      },
    ],
    [t, i18n.language],
  )
  const { table, status, setStatus, counts } = useStatusList<WithdrawRow, number>('withdrawals', columns, withdrawStatuses.review)
  const act = async (path: string, values: object, done: string) => {
    setNotice('')
    await mutateAsync({ url: path, method: 'post', values })
    setNotice(done)
    await table.refineCore.tableQuery.refetch()
  }
  approveRef.current = (order) => {
    if (mutation.isPending) return
    act(adminWithdrawApprove.path, { id: order.id }, t('withdrawals.approved', { id: order.id })).catch(() => undefined)
  }
  return (
    <section aria-labelledby="withdrawals-title">
      <div className="screen-head">
        <h1 id="withdrawals-title">{t('withdrawals.title')}</h1>
        <StatusFilter label={t('withdrawals.status')} labels="withdrawals.statuses" statuses={statuses} value={status} counts={counts} onChange={setStatus} />
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <PayerPanel />
      {notice && <p role="status" className="success">{notice}</p>}
      {mutation.isError && !rejecting && <p role="alert" className="error">{mutation.error?.message}</p>}
      <DataTable table={table} caption={t('withdrawals.title')} />
      {rejecting && (
        <RejectDialog
          order={rejecting}
          pending={mutation.isPending}
          error={mutation.isError ? mutation.error?.message : undefined}
          onCancel={() => setRejecting(undefined)}
          onReject={async (reason) => {
            await act(adminWithdrawReject.path, { id: rejecting.id, reason }, t('withdrawals.rejected', { id: rejecting.id, amount: tokenAmount(rejecting.amount, rejecting.token_name) }))
            setRejecting(undefined)
          }}
        />
      )}
    </section>
  )
}

/** The order's status, with its payout transaction (the chain status) or the reason it was refunded. */
function StatusCell({ order }: { order: WithdrawRow }) {
  const { t } = useTranslation()
  return (
    <div className="status-cell">
      <span className={`badge status-${order.status}`}>{t(`withdrawals.statuses.${order.status}`)}</span>
      {order.tx_hash ? <code title={order.tx_hash}>{shortHex(order.tx_hash)}</code> : order.status <= withdrawStatuses.approved ? <span className="muted">{t('withdrawals.noPayout')}</span> : null}
      {order.error && <span className="muted">{order.error}</span>}
      {order.node_refusal && <span className="error">{t('withdrawals.nodeRefused', { reason: order.node_refusal })}</span>}
    </div>
  )
}
