import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayTime } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useFeedbackDetail } from '../api/feedbackReplyList.ts'
import '../feedback.css'
import { FeedbackImages } from './FeedbackImages.tsx'

/** fanxiangqin: one feedback entry (query id) with the operators' replies. */
export default function FeedbackDetail() {
  const { t, i18n } = useTranslation()
  const [search] = useSearchParams()
  const idNumber = Number(search.get('id'))
  const id = Number.isSafeInteger(idNumber) && idNumber > 0 ? idNumber : undefined
  const session = useSession()
  const detail = useFeedbackDetail(id)

  // Feedback is the account's own: signed out, the query waits for a session rather than load.
  if (!session) return <div className="screen"><SignedOut title={t('feedback.detail')} description={t('feedback.connectFirst')} testId="feedback-signed-out" /></div>
  if (id === undefined || detail.isError) return <div className="screen"><EmptyState testId="feedback-not-found" title={t('feedback.notFound')} /></div>
  if (detail.isPending) return <div className="screen"><Skeleton label={t('app.loading')} rows={5} /></div>
  const { feedback, list: replies } = detail.data

  return (
    <div className="screen feedback-screen" data-testid="feedback-detail">
      <h1 className="feedback-title">{t('feedback.detail')}</h1>
      <article className="card stack">
        <p className="muted">
          {feedback.category} · {displayTime(feedback.created_time, i18n.language)}
        </p>
        <p className="feedback-content" data-testid="feedback-detail-content">{feedback.content}</p>
        <FeedbackImages paths={feedback.image_arr} testId="feedback-detail-images" />
      </article>
      <section className="stack">
        <h2 className="feedback-subtitle">{t('feedback.repliesTitle')}</h2>
        {replies.length === 0 ? (
          <p className="muted">{t('feedback.noReplies')}</p>
        ) : (
          replies.map((reply) => (
            <div key={reply.id} className="card feedback-reply" data-testid="feedback-reply">
              <p className="feedback-content">{reply.content}</p>
              <p className="muted">{displayTime(reply.created_time, i18n.language)}</p>
            </div>
          ))
        )}
      </section>
    </div>
  )
}
