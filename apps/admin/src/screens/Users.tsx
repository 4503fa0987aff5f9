import { adminPartnerLevel, adminUserBills, type adminUser } from '@hapdex/core/api/admin'
import { useCustom } from '@refinedev/core'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable, StaticTable } from '../components/DataTable.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime, operatorZone, shortHex, tokenAmount } from '../lib/format.ts'

type User = z.output<typeof adminUser>
type Bill = z.output<typeof adminUserBills.output>['list'][number]
const levels = [0, 1, 2] as const

/** Users by address: referral parent, team, partner level (set here) and balances; a user's bills on demand. */
export function Users() {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState('')
  const [billsOf, setBillsOf] = useState<User>()
  const action = useAction<{ address: string; team_level: number }>()
  const levelRef = useRef<(user: User, level: number) => void>(() => undefined)
  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      { id: 'id', header: t('users.id'), accessorKey: 'id' },
      { id: 'address', header: t('users.address'), cell: ({ row }) => <code title={row.original.address}>{shortHex(row.original.address)}</code> },
      { id: 'parent', header: t('users.parent'), cell: ({ row }) => (row.original.parent_address ? <code title={row.original.parent_address}>{shortHex(row.original.parent_address)}</code> : <span className="muted">{t('users.noParent')}</span>) },
      { id: 'team', header: t('users.team'), cell: ({ row }) => t('users.teamCounts', { directs: row.original.directs, team: row.original.team_size }) },
      {
        id: 'balances',
        header: t('users.balances'),
        cell: ({ row }) =>
          row.original.balances.length === 0 ? (
            <span className="muted">—</span>
          ) : (
            row.original.balances.map((balance) => (
              <span key={balance.token_id} className="change">
                {tokenAmount(balance.usable, balance.token)}
                {balance.frozen !== '0' && <span className="muted"> {t('users.frozen', { amount: tokenAmount(balance.frozen, balance.token) })}</span>}
              </span>
            ))
          ),
      },
      {
        id: 'level',
        header: t('users.level'),
        cell: ({ row }) => (
          <select aria-label={t('users.levelOf', { address: row.original.address })} value={row.original.team_level} onChange={(event) => levelRef.current(row.original, Number(event.target.value))}>
            {levels.map((level) => (
              <option key={level} value={level}>
                {t(`users.levels.${level}`)}
              </option>
            ))}
          </select>
        ),
      },
      { id: 'joined', header: t('users.joined'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      {
        id: 'bills',
        header: t('users.bills'),
        cell: ({ row }) => (
          <button type="button" onClick={() => setBillsOf(row.original)}>
            {t('users.showBills')}
          </button>
        ),
      },
    ],
    [t, i18n.language],
  )
  const table = useTable<User>({ columns, refineCoreProps: { resource: 'users', pagination: { pageSize: 20, mode: 'server' }, filters: { mode: 'server' }, syncWithLocation: false } })
  levelRef.current = (user, level) => {
    void action.run(adminPartnerLevel.path, { address: user.address, team_level: level }, async () => {
      await table.refineCore.tableQuery.refetch()
      return t('users.levelSet', { address: user.address, level: t(`users.levels.${level}`) })
    })
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    table.refineCore.setFilters([{ field: 'address', operator: 'eq', value: search.trim() }], 'replace')
  }
  return (
    <section aria-labelledby="users-title">
      <div className="screen-head">
        <h1 id="users-title">{t('users.title')}</h1>
        <span className="muted">{t('users.total', { count: table.refineCore.result.total ?? 0 })}</span>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <form className="filters compact" onSubmit={apply}>
        <label className="field">
          <span>{t('users.search')}</span>
          <input value={search} maxLength={42} placeholder="0x…" onChange={(event) => setSearch(event.target.value)} />
        </label>
        <button type="submit">{t('common.filter')}</button>
      </form>
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && <p role="alert" className="error">{action.error}</p>}
      <DataTable table={table} caption={t('users.title')} />
      {billsOf && <Bills user={billsOf} onClose={() => setBillsOf(undefined)} />}
    </section>
  )
}

function Bills({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<{ list: Bill[]; total: number }>({ url: adminUserBills.path, method: 'get', config: { query: { user_id: user.id, page: 1, page_size: 50 } } })
  const columns = useMemo<ColumnDef<Bill>[]>(
    () => [
      { id: 'when', header: t('users.billWhen'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      { id: 'amount', header: t('users.billAmount'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.amount, row.original.token)}</span> },
      { id: 'usable', header: t('users.billUsable'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.usable_change, row.original.token)}</span> },
      { id: 'kind', header: t('users.billKind'), cell: ({ row }) => `${row.original.type}/${row.original.behavior}` },
      { id: 'counterparty', header: t('users.billCounterparty'), cell: ({ row }) => row.original.counterparty || '—' },
    ],
    [t, i18n.language],
  )
  return (
    <section className="card block" aria-labelledby="bills-title">
      <div className="screen-head">
        <h2 id="bills-title">{t('users.billsOf', { address: shortHex(user.address), count: query.data?.data.total ?? 0 })}</h2>
        <button type="button" onClick={onClose}>
          {t('users.close')}
        </button>
      </div>
      {query.isLoading ? <p className="muted">{t('common.loading')}</p> : query.isError ? <LoadFailed message={query.error?.message} retry={() => void query.refetch()} /> : <StaticTable columns={columns} data={query.data?.data.list ?? []} caption={t('users.bills')} />}
    </section>
  )
}
