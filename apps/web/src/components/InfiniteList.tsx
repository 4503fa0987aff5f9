import type { ReactNode } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from './LoadFailed.tsx'
import { Skeleton } from './Skeleton.tsx'
import { useNextPageWhenVisible } from './useNextPageWhenVisible.ts'
import { EmptyIllustration } from './EmptyIllustration.tsx'

export interface InfiniteListProps<Row> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Row[] }>>
  rowKey: (row: Row) => string | number
  renderRow: (row: Row) => ReactNode
  emptyText: string
  errorText: string
  endText: string
  testId: string
}

/** A paged list: skeleton, empty state with its image, error with retry, next page when its end scrolls into view. */
export function InfiniteList<Row>({ query, rowKey, renderRow, emptyText, errorText, endText, testId }: InfiniteListProps<Row>) {
  const { t } = useTranslation()
  const rows = query.data?.pages.flatMap((page) => page.list) ?? []
  if (query.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (query.isError && rows.length === 0) {
    return <LoadFailed text={errorText} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={`${testId}-error`} />
  }
  if (rows.length === 0) {
    return (
      <div className="list-state" data-testid={`${testId}-empty`}>
        <EmptyIllustration width={120} />
        <p className="muted">{emptyText}</p>
      </div>
    )
  }
  return (
    <>
      <ul className="paged-list" data-testid={testId}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="paged-list-row" data-testid={`${testId}-row`}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <PageEnd query={query} endText={endText} />
    </>
  )
}

function PageEnd<Row>({ query, endText }: { query: InfiniteListProps<Row>['query']; endText: string }) {
  const { t } = useTranslation()
  const sentinel = useNextPageWhenVisible(query)
  const { hasNextPage, isFetchingNextPage } = query
  return (
    <div ref={sentinel} className="paged-list-end">
      {isFetchingNextPage ? <Skeleton label={t('app.loading')} rows={1} /> : hasNextPage ? null : <span className="muted">{endText}</span>}
    </div>
  )
}
