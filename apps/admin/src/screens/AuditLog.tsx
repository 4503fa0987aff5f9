import { adminAuditCheck, type adminAuditEntry } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { dateTime, operatorZone, shortHex } from '../lib/format.ts'
import { changedFields } from './auditChanges.ts'

type AuditRow = z.output<typeof adminAuditEntry>
type AuditCheck = z.output<typeof adminAuditCheck.output>
const filterFields = ['action', 'actor', 'target'] as const
type FilterField = (typeof filterFields)[number]
const filterLabels = { action: 'audit.filterAction', actor: 'audit.filterActor', target: 'audit.filterTarget' } as const

/** Every operator action, newest first: who, what, to which record, when, and what changed. */
export function AuditLog() {
  const { t, i18n } = useTranslation()
  const columns = useMemo<ColumnDef<AuditRow>[]>(
    () => [
      { id: 'when', header: t('audit.when'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      { id: 'actor', header: t('audit.actor'), cell: ({ row }) => <code title={row.original.actor}>{shortHex(row.original.actor)}</code> },
      { id: 'action', header: t('audit.action'), accessorKey: 'action' },
      { id: 'target', header: t('audit.target'), accessorKey: 'target' },
      { id: 'changes', header: t('audit.changes'), cell: ({ row }) => <Changes entry={row.original} /> },
      {
        id: 'signatures',
        header: t('audit.signatures'),
        cell: ({ row }) =>
          row.original.signatures.length === 0 ? (
            <span className="muted">{t('audit.unsigned')}</span>
          ) : (
            row.original.signatures.map((signed) => (
              <div key={`${signed.role}-${signed.nonce}`}>
                {t(`audit.roles.${signed.role}`)} <code title={`${signed.signer} ${signed.signature}`}>{shortHex(signed.signer)}</code>
              </div>
            ))
          ),
      },
    ],
    [t, i18n.language],
  )
  const table = useTable<AuditRow>({
    columns,
    refineCoreProps: {
      resource: 'audit',
      pagination: { pageSize: 20, mode: 'server' },
      filters: { mode: 'server' },
      sorters: { mode: 'server', initial: [{ field: 'created_at', order: 'desc' }] },
      syncWithLocation: false,
    },
  })
  const { setFilters, setSorters, sorters, result } = table.refineCore
  const [draft, setDraft] = useState<Record<FilterField, string>>({ action: '', actor: '', target: '' })
  const apply = (event: FormEvent) => {
    event.preventDefault()
    setFilters(filterFields.map((field) => ({ field, operator: 'eq' as const, value: draft[field].trim() })), 'replace')
  }
  const order = sorters[0]?.order ?? 'desc'
  return (
    <section aria-labelledby="audit-title">
      <div className="screen-head">
        <h1 id="audit-title">{t('audit.title')}</h1>
        <span className="muted">{t('audit.total', { count: result.total ?? 0 })}</span>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <AuditVerify />
      <form className="filters" onSubmit={apply}>
        {filterFields.map((field) => (
          <label key={field} className="field">
            <span>{t(filterLabels[field])}</span>
            <input value={draft[field]} maxLength={100} onChange={(event) => setDraft({ ...draft, [field]: event.target.value })} />
          </label>
        ))}
        <label className="field">
          <span>{t('audit.order')}</span>
          <select value={order} onChange={(event) => setSorters([{ field: 'created_at', order: event.target.value === 'asc' ? 'asc' : 'desc' }])}>
            <option value="desc">{t('common.sortNewest')}</option>
            <option value="asc">{t('common.sortOldest')}</option>
          </select>
        </label>
        <button type="submit">{t('common.filter')}</button>
      </form>
      <DataTable table={table} caption={t('audit.title')} />
    </section>
  )
}

/** The log's hash chain and every stored signature, checked by the server on demand. */
function AuditVerify() {
  const { t } = useTranslation()
  // Walking the whole log is work for the server: only when the operator asks.
  const { query } = useCustom<AuditCheck>({ url: adminAuditCheck.path, method: 'get', queryOptions: { enabled: false } })
  const result = query.data?.data
  return (
    <div className="row-actions">
      <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {t('audit.verify')}
      </button>
      {result !== undefined &&
        (result.ok ? (
          <p role="status" className="success">{t('audit.verified', { entries: result.entries, signatures: result.signatures })}</p>
        ) : (
          <p role="alert" className="error">{t('audit.broken', { problems: result.problems.map((problem) => problem.detail).join('; ') })}</p>
        ))}
      {query.isError && <p role="alert" className="error">{query.error?.message}</p>}
    </div>
  )
}

/** The fields the action changed, before → after; the whole record is one click away. */
function Changes({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation()
  const changes = changedFields(entry.before, entry.after)
  return (
    <details>
      <summary>
        {changes.length === 0
          ? t('audit.none')
          : changes.map(({ field, before, after }) => (
              <span key={field} className="change">
                {field}: {before} → {after}
              </span>
            ))}
      </summary>
      <div className="json-pair">
        <div>
          <strong>{t('audit.before')}</strong>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <strong>{t('audit.after')}</strong>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  )
}
