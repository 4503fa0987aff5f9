import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { useNotice } from '../api/noticeDetail.ts'
import { sanitizeOperatorHtml } from '../../../lib/sanitizeOperatorHtml.ts'
import '../notices.css'

function groupFrom(query: string | null): number | undefined {
  const group = Number(query)
  return Number.isSafeInteger(group) && group > 0 ? group : undefined
}

/** xiangqing: one notice by group (query id); its HTML only ever reaches the DOM sanitized. */
export default function NoticeDetail() {
  const { t, i18n } = useTranslation()
  const [search] = useSearchParams()
  const group = groupFrom(search.get('id'))
  const notice = useNotice(group)
  const html = useMemo(() => (notice.data ? sanitizeOperatorHtml(notice.data.content) : ''), [notice.data])

  if (group === undefined || notice.isError) {
    return (
      <div className="screen">
        <EmptyState testId="notice-not-found" title={t('notices.notFound')} action={<Link className="btn btn-primary" to={href('gongao')}><span className="btn-label">{t('notices.title')}</span></Link>} />
      </div>
    )
  }
  if (notice.isPending) return <div className="screen"><Skeleton label={t('app.loading')} rows={6} /></div>

  return (
    <article className="screen notices-screen" data-testid="notice-detail">
      <h1 className="notices-title">{notice.data.title}</h1>
      <p className="muted">{new Date(notice.data.created_at).toLocaleString(i18n.language)}</p>
      <div className="card notice-content" data-testid="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
