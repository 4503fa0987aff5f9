import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { useNotices } from '../api/noticeList.ts'
import '../notices.css'

export default function NoticeList() {
  const { t, i18n } = useTranslation()
  const notices = useNotices()
  const rows = notices.data?.pages.flatMap((page) => page.list) ?? []

  return (
    <div className="screen notices-screen" data-testid="notice-list">
      <h1 className="notices-title">{t('notices.title')}</h1>
      {notices.isPending ? (
        <Skeleton label={t('app.loading')} rows={5} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <ul className="list card notices-list">
          {rows.map((notice) => (
            <li key={notice.id}>
              <Link className="list-row notices-row" to={href('xiangqing', { id: notice.group })} data-testid="notice-row">
                <span className="notices-row-text">
                  <span className="notices-row-title">{notice.title}</span>
                  <span className="muted notices-row-date">{new Date(notice.created_at).toLocaleString(i18n.language)}</span>
                </span>
                <ChevronRight aria-hidden="true" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notices.hasNextPage ? (
        <Button variant="secondary" block loading={notices.isFetchingNextPage} onClick={() => void notices.fetchNextPage()}>
          {t('notices.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}
