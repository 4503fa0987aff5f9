import { votePercents } from '@hapdex/core/rules/partnerRound'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayDate } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts'
import { fetchVoteStatus, useVoteInfo, useVoteSummary } from '../api/partnerVote.ts'
import { usePartnerVote, type ViewPoint } from '../api/partnerVoteDo.ts'
import { sanitizeOperatorHtml } from '../../../lib/sanitizeOperatorHtml.ts'

/** The vote: title, sanitised content, agree / disagree rates and the two signed buttons. */
export function VoteBlock() {
  const { t } = useTranslation()
  const info = useVoteInfo()
  return (
    <section className="partner-card" data-testid="partner-vote">
      <h2 className="partner-subtitle">{t('partner.vote.title')}</h2>
      {info.isPending ? <Skeleton label={t('app.loading')} rows={3} /> : null}
      {info.isError ? <LoadFailed text={t('partner.loadFailed')} onRetry={() => void info.refetch()} retrying={info.isFetching} testId="partner-vote-error" /> : null}
      {info.data === null ? <p className="partner-note" data-testid="partner-vote-none">{t('partner.vote.none')}</p> : null}
      {info.data ? (
        <>
          <h3 className="vote-title" data-testid="partner-vote-title">{info.data.title}</h3>
          <div className="vote-content" data-testid="partner-vote-content" dangerouslySetInnerHTML={{ __html: sanitizeOperatorHtml(info.data.content) }} />
          <p className="partner-note">{t('partner.vote.window', { begin: displayDate(info.data.begin_time), end: displayDate(info.data.end_time) })}</p>
          <VoteRates />
          <VoteButtons />
        </>
      ) : null}
    </section>
  )
}

function VoteRates() {
  const { t } = useTranslation()
  const summary = useVoteSummary()
  const rates = votePercents(summary.data?.agree ?? 0, summary.data?.disagree ?? 0)
  return (
    <div className="vote-rates" data-testid="partner-vote-rates">
      {(['agree', 'disagree'] as const).map((side) => (
        <div key={side} className={`vote-rate is-${side}`}>
          <span>{t(`partner.vote.${side}`)}</span>
          <strong data-testid={`partner-vote-${side}-rate`}>{rates[side]}%</strong>
          <span className="vote-bar" aria-hidden="true">
            <span style={{ width: `${rates[side]}%` }} />
          </span>
        </div>
      ))}
    </div>
  )
}

function VoteButtons() {
  const { t } = useTranslation()
  const session = useSession()
  const vote = usePartnerVote()
  const [asking, setAsking] = useState(false)
  // Spec 3, "Vote status": -1 toasts the server's msg, 0 or 1 says already voted (lang.h90); else sign.
  const cast = async (viewPoint: ViewPoint) => {
    if (!session) return toastError(t('partner.vote.connectFirst'))
    setAsking(true)
    try {
      const { status, msg } = await fetchVoteStatus()
      if (status === -1) return toastError(msg)
      if (status === 0 || status === 1) return toastInfo(t('h90'))
      await vote.mutateAsync(viewPoint)
      toastSuccess(t('partner.vote.done'))
    } catch (error) {
      toastActionError(error)
    } finally {
      setAsking(false)
    }
  }
  const busy = asking || vote.isPending
  return (
    <div className="vote-buttons">
      <Button block disabled={busy} onClick={() => void cast('1')} data-testid="partner-vote-agree">
        {t('partner.vote.agree')}
      </Button>
      <Button block variant="secondary" disabled={busy} onClick={() => void cast('0')} data-testid="partner-vote-disagree">
        {t('partner.vote.disagree')}
      </Button>
    </div>
  )
}
