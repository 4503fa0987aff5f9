import { adminRequestApprove, adminRequestReject, type operatorRequestView } from '@hapdex/core/api/operatorRequests'
import { useCustomMutation } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { StatusFilter, useStatusList } from '../components/StatusList.tsx'
import { loadSession } from '../auth/session.ts'
import { dateTime, operatorZone, shortHex } from '../lib/format.ts'
import { TwoOperatorRules } from './TwoOperatorRules.tsx'

type RequestRow = z.output<typeof operatorRequestView>
const statuses = ['pending', 'approved', 'rejected', 'expired'] as const

/**
 * Actions waiting for a second operator (decision 0046): who asked, what the action changes (its
 * signed body), and, for another operator, Approve (signed over the request's digest: the action
 * runs then) or Reject. The requester may withdraw their own.
 */
export function Requests() {
  const { t, i18n } = useTranslation()
  const [notice, setNotice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<RequestRow>()
  const me = loadSession()?.address.toLowerCase()
  const decideRef = useRef<(request: RequestRow, approve: boolean) => void>(() => undefined)
  const columns = useMemo<ColumnDef<RequestRow>[]>(
    () => [
      { id: 'id', header: t('requests.id'), accessorKey: 'id' },
      { id: 'kind', header: t('requests.kind'), cell: ({ row }) => t(`requests.kinds.${row.original.kind}`, { defaultValue: row.original.kind }) },
      { id: 'change', header: t('requests.change'), cell: ({ row }) => <code className="wrap">{JSON.stringify(row.original.payload)}</code> },
      { id: 'requester', header: t('requests.requester'), cell: ({ row }) => <code title={row.original.requester}>{shortHex(row.original.requester)}</code> },
      { id: 'decided', header: t('requests.decidedBy'), cell: ({ row }) => (row.original.decided_by ? <code title={row.original.decided_by}>{shortHex(row.original.decided_by)}</code> : '—') },
      { id: 'created', header: t('requests.created'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      { id: 'expires', header: t('requests.expires'), cell: ({ row }) => dateTime(row.original.expires_at, i18n.language) },
      {
        id: 'actions',
        header: t('requests.actions'),
        cell: ({ row }) => {
          if (row.original.status !== 'pending') return null
          const own = row.original.requester.toLowerCase() === me
          return (
            <div className="row-actions">
              {own ? (
                <span className="muted">{t('requests.ownRequest')}</span>
              ) : (
                <button type="button" className="primary" onClick={() => decideRef.current(row.original, true)}>
                  {t('requests.approve')}
                </button>
              )}
              <button type="button" onClick={() => decideRef.current(row.original, false)}>
                {own ? t('requests.withdraw') : t('requests.reject')}
              </button>
            </div>
          )
        },
      },
    ],
    [t, i18n.language, me],
  )
  const { table, status, setStatus } = useStatusList<RequestRow, (typeof statuses)[number]>('requests', columns, 'pending')
  decideRef.current = (request, approve) => {
    if (mutation.isPending) return
    setNotice('')
    const call = approve ? { url: adminRequestApprove.path, values: { id: request.id, digest: request.digest } } : { url: adminRequestReject.path, values: { id: request.id, reason: '' } }
    mutateAsync({ ...call, method: 'post' })
      .then(async () => {
        setNotice(t(approve ? 'requests.approved' : 'requests.rejected', { id: request.id }))
        await table.refineCore.tableQuery.refetch()
      })
      .catch(() => undefined)
  }
  return (
    <section aria-labelledby="requests-title">
      <div className="screen-head">
        <h1 id="requests-title">{t('requests.title')}</h1>
        <StatusFilter label={t('requests.status')} labels="requests.statuses" statuses={statuses} value={status} onChange={setStatus} />
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <TwoOperatorRules />
      {notice && <p role="status" className="success">{notice}</p>}
      {mutation.isError && <p role="alert" className="error">{mutation.error?.message}</p>}
      <DataTable table={table} caption={t('requests.title')} />
    </section>
  )
}
