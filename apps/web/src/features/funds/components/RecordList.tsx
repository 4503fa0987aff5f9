import type { ReactNode } from 'react'
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useNextPageWhenVisible } from '../../../components/useNextPageWhenVisible.ts'
import { EmptyIllustration } from '../../../components/EmptyIllustration.tsx'

export interface RecordListProps<Row> {
  title: string
  query: UseInfiniteQueryResult<InfiniteData<{ list: Row[] }>>
  rowKey: (row: Row) => string | number
  renderRow: (row: Row) => ReactNode
  /** Column headings, when the rows are a table. */
  header?: ReactNode
  /** The screen already shows the title as its heading; keep it for screen readers only. */
  titleHidden?: boolean
  testId: string
}

/** A record list: skeleton, empty, error with retry, and the next page when its end scrolls into view. */
export function RecordList<Row>({ title, query, rowKey, renderRow, header, titleHidden = false, testId }: RecordListProps<Row>) {
  const { t } = useTranslation()
  const rows = query.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section className="funds-records" aria-label={title} data-testid={testId}>
      <h2 className={titleHidden ? 'funds-visually-hidden' : 'funds-section-title'}>{title}</h2>
      {query.isPending ? (
        <Skeleton label={t('app.loading')} rows={3} />
      ) : query.isError && rows.length === 0 ? (
        <div className="funds-list-state" role="alert">
          <p className="muted">{t('funds.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('app.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="funds-list-state" data-testid={`${testId}-empty`}>
          <EmptyIllustration width={120} />
          <p className="muted">{t('funds.noRecords')}</p>
        </div>
      ) : (
        <>
          {header}
          <ul className="funds-record-list">
            {rows.map((row) => (
              <li key={rowKey(row)} className="funds-record" data-testid={`${testId}-row`}>
                {renderRow(row)}
              </li>
            ))}
          </ul>
          <PageEnd query={query} />
        </>
      )}
    </section>
  )
}

function PageEnd<Row>({ query }: { query: RecordListProps<Row>['query'] }) {
  const { t } = useTranslation()
  const sentinel = useNextPageWhenVisible(query)
  const { hasNextPage, isFetchingNextPage } = query
  return (
    <div ref={sentinel} className="funds-page-end">
      {isFetchingNextPage ? <Skeleton label={t('app.loading')} rows={1} /> : hasNextPage ? null : <span className="muted">{t('funds.noMore')}</span>}
    </div>
  )
}
