import type { BaseRecord, HttpError } from '@refinedev/core'
import type { UseTableReturnType } from '@refinedev/react-table'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Table } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from './LoadFailed.tsx'

/**
 * A server-paged table with its loading, empty and error states: TanStack Table renders the
 * columns, Refine's useTable holds the page, filters and sort the server applies.
 */
export function DataTable<T extends BaseRecord>({ table, caption }: { table: UseTableReturnType<T, HttpError>; caption: string }) {
  const { t } = useTranslation()
  const { reactTable, refineCore } = table
  const { tableQuery, currentPage, setCurrentPage, pageCount } = refineCore
  if (tableQuery.isLoading) return <p aria-busy="true" className="muted">{t('common.loading')}</p>
  if (tableQuery.isError) return <LoadFailed message={tableQuery.error?.message} retry={() => void tableQuery.refetch()} />
  const rows = reactTable.getRowModel().rows
  return (
    <>
      <TableMarkup table={reactTable} caption={caption} />
      {rows.length === 0 && <p className="muted">{t('common.empty')}</p>}
      <div className="pager">
        {/* Lists are read when opened; payouts and deposits move on meanwhile. */}
        <button type="button" disabled={tableQuery.isFetching} onClick={() => void tableQuery.refetch()}>
          {t('common.refresh')}
        </button>
        <button type="button" disabled={currentPage <= 1} onClick={() => setCurrentPage(currentPage - 1)}>
          {t('common.previous')}
        </button>
        <span>{t('common.page', { page: currentPage })}</span>
        <button type="button" disabled={currentPage >= pageCount} onClick={() => setCurrentPage(currentPage + 1)}>
          {t('common.next')}
        </button>
      </div>
    </>
  )
}

/** TanStack Table's rows as the console's table: explicit roles, each cell labelled by its column for the phone's cards. */
export function TableMarkup<T>({ table, caption }: { table: Table<T>; caption: string }) {
  const reactTable = table
  const rows = reactTable.getRowModel().rows
  return (
    <>
      {/* Explicit roles: phones show rows as cards (display: block), which drops a table's implicit ones. */}
      <div className="table-scroll">
        <table role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {reactTable.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" role="columnheader">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} role="row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} role="cell" data-label={String(cell.column.columnDef.header ?? '')}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** A table of rows the screen already holds (balances, the ledger check's totals): TanStack Table without paging. */
export function StaticTable<T>({ columns, data, caption }: { columns: ColumnDef<T>[]; data: T[]; caption: string }) {
  const { t } = useTranslation()
  const table = useReactTable({ columns, data, getCoreRowModel: getCoreRowModel() })
  return (
    <>
      <TableMarkup table={table} caption={caption} />
      {data.length === 0 && <p className="muted">{t('common.empty')}</p>}
    </>
  )
}
