import type { BaseRecord, HttpError } from '@refinedev/core'
import type { UseTableReturnType } from '@refinedev/react-table'
import { flexRender } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'

/**
 * A server-paged table with its loading, empty and error states: TanStack Table renders the
 * columns, Refine's useTable holds the page, filters and sort the server applies.
 */
export function DataTable<T extends BaseRecord>({ table, caption }: { table: UseTableReturnType<T, HttpError>; caption: string }) {
  const { t } = useTranslation()
  const { reactTable, refineCore } = table
  const { tableQuery, currentPage, setCurrentPage, pageCount } = refineCore
  if (tableQuery.isLoading) return <p aria-busy="true" className="muted">{t('common.loading')}</p>
  if (tableQuery.isError) {
    return (
      <div role="alert" className="error">
        <p>{t('common.error', { message: tableQuery.error?.message ?? '' })}</p>
        <button type="button" onClick={() => void tableQuery.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    )
  }
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
