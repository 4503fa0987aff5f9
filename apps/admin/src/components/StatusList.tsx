import type { BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { filterValue } from '../api/resources.ts'

/** A list the server filters by one status (withdrawals, deposits), 20 a page, starting at `initial`. */
export function useStatusList<T extends BaseRecord, S extends string | number>(resource: string, columns: ColumnDef<T>[], initial: S) {
  const table = useTable<T>({
    columns,
    refineCoreProps: {
      resource,
      pagination: { pageSize: 20, mode: 'server' },
      filters: { mode: 'server', initial: [{ field: 'status', operator: 'eq', value: initial }] },
      syncWithLocation: false,
    },
  })
  const status = (filterValue(table.refineCore.filters, 'status') ?? initial) as S
  const setStatus = (value: S) => table.refineCore.setFilters([{ field: 'status', operator: 'eq', value }], 'replace')
  // Every status's count, as the server answered with the page (undefined while loading).
  const counts = (table.refineCore.tableQuery.data as { counts?: Record<string, number> } | undefined)?.counts
  return { table, status, setStatus, counts }
}

/** The status picker of such a list, each status with its count when known; each status's name is `<labels>.<status>` in the messages. */
export function StatusFilter<S extends string | number>({
  label,
  labels,
  statuses,
  value,
  counts,
  onChange,
}: {
  label: string
  labels: string
  statuses: readonly S[]
  value: S
  counts?: Record<string, number> | undefined
  onChange: (value: S) => void
}) {
  const { t } = useTranslation()
  return (
    <label className="field inline">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(statuses.find((status) => String(status) === event.target.value) ?? value)}>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {counts?.[String(status)] === undefined ? t(`${labels}.${status}`) : t('common.withCount', { label: t(`${labels}.${status}`), count: counts[String(status)] })}
          </option>
        ))}
      </select>
    </label>
  )
}
