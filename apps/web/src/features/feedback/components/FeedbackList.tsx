import { ChevronRight, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { displayTime } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useFeedbackList } from '../api/feedbackList.ts'
import '../feedback.css'

/** fankui: the user's first 10 feedback entries and the way to add one. */
export default function FeedbackList() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const list = useFeedbackList()
  const rows = list.data?.list ?? []
  const addLink = (
    <Link className="btn btn-primary btn-block" to={href('fankuiadd')} data-testid="feedback-add">
      <Plus aria-hidden="true" size={18} />
      <span className="btn-label">{t('feedback.add')}</span>
    </Link>
  )

  if (!session) return <div className="screen"><SignedOut title={t('feedback.title')} description={t('feedback.connectFirst')} testId="feedback-signed-out" /></div>
  return (
    <div className="screen feedback-screen" data-testid="feedback-list">
      <h1 className="feedback-title">{t('feedback.title')}</h1>
      {addLink}
      {list.isPending ? (
        <Skeleton label={t('app.loading')} rows={4} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('feedback.empty')}</p>
      ) : (
        <ul className="list card feedback-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Link className="list-row feedback-row" to={href('fanxiangqin', { id: row.id })} data-testid="feedback-row">
                <span className="feedback-row-text">
                  <span className="feedback-row-content">{row.content}</span>
                  <span className="muted feedback-row-meta">
                    {row.category} · {displayTime(row.created_time, i18n.language)} · {t('feedback.replies', { count: row.reply_count })}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
