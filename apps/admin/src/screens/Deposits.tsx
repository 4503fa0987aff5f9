import { adminDepositRelease, type adminDeposit } from '@hapdex/core/api/wallet'
import { useCustomMutation } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { StatusFilter, useStatusList } from '../components/StatusList.tsx'
import { dateTime, operatorZone, shortHex, tokenAmount } from '../lib/format.ts'

type DepositRow = z.output<typeof adminDeposit>
const statuses = ['held', 'pending', 'credited'] as const

/** Deposits by status; a held one is released to its sender, or to the registered user the operator names. */
export function Deposits() {
  const { t, i18n } = useTranslation()
  const [notice, setNotice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<DepositRow>()
  const [beneficiary, setBeneficiary] = useState<Record<number, string>>({})
  // The row buttons call the latest handler without rebuilding the columns on each render.
  const releaseRef = useRef<(deposit: DepositRow) => void>(() => undefined)
  const columns = useMemo<ColumnDef<DepositRow>[]>(
    () => [
      { id: 'id', header: t('deposits.id'), accessorKey: 'id' },
      { id: 'amount', header: t('deposits.amount'), cell: ({ row }) => tokenAmount(row.original.amount, row.original.token) },
      { id: 'from', header: t('deposits.from'), cell: ({ row }) => <code title={row.original.from_address}>{shortHex(row.original.from_address)}</code> },
      { id: 'user', header: t('deposits.user'), cell: ({ row }) => (row.original.user_address ? <code title={row.original.user_address}>{shortHex(row.original.user_address)}</code> : <span className="muted">{t('deposits.noUser')}</span>) },
      { id: 'reason', header: t('deposits.reason'), cell: ({ row }) => row.original.hold_reason || '—' },
      { id: 'tx', header: t('deposits.tx'), cell: ({ row }) => <code title={row.original.tx_hash}>{shortHex(row.original.tx_hash)}</code> },
      { id: 'created', header: t('deposits.created'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      {
        id: 'actions',
        header: t('deposits.actions'),
        cell: ({ row }) =>
          row.original.status === 'held' && (
            <div className="row-actions">
              <input
                aria-label={t('deposits.beneficiary', { id: row.original.id })}
                placeholder={t('deposits.toSender')}
                maxLength={42}
                onChange={(event) => setBeneficiary((all) => ({ ...all, [row.original.id]: event.target.value.trim() }))}
              />
              <button type="button" className="primary" onClick={() => releaseRef.current(row.original)}>
                {t('deposits.release')}
              </button>
            </div>
          ),
      },
    ],
    [t, i18n.language],
  )
  const { table, status, setStatus, counts } = useStatusList<DepositRow, (typeof statuses)[number]>('deposits', columns, 'held')
  releaseRef.current = (deposit) => {
    if (mutation.isPending) return
    setNotice('')
    const address = beneficiary[deposit.id]
    mutateAsync({ url: adminDepositRelease.path, method: 'post', values: { id: deposit.id, ...(address ? { address } : {}) } })
      .then(async ({ data }) => {
        setNotice(t('deposits.released', { id: deposit.id, amount: tokenAmount(data.amount, data.token), address: data.user_address }))
        await table.refineCore.tableQuery.refetch()
      })
      .catch(() => undefined)
  }
  return (
    <section aria-labelledby="deposits-title">
      <div className="screen-head">
        <h1 id="deposits-title">{t('deposits.title')}</h1>
        <StatusFilter label={t('deposits.status')} labels="deposits.statuses" statuses={statuses} value={status} counts={counts} onChange={setStatus} />
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      {notice && <p role="status" className="success">{notice}</p>}
      {mutation.isError && <p role="alert" className="error">{mutation.error?.message}</p>}
      <DataTable table={table} caption={t('deposits.title')} />
    </section>
  )
}
