import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { useMemberSummary } from '../api/memberQueries.ts'

/** The account's summary: fee paid, referrals, and members under it by token, direct and team. */
export function MemberSummary() {
  const { t } = useTranslation()
  const session = useSession()
  const summary = useMemberSummary()
  if (session === null) return <SignedOut title={t('member.title')} description={t('member.signedOut')} testId="member-signed-out" />
  if (summary.isPending) return <Skeleton label={t('app.loading')} rows={2} />
  if (summary.isError) return <LoadFailed text={t('member.loadFailed')} card onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="member-summary-error" />
  const data = summary.data
  const figures = [
    ['share_num', data.share_num],
    ['u_dr_num', data.u_dr_num],
    ['u_team_num', data.u_team_num],
    ['hap_dr_num', data.hap_dr_num],
    ['hap_team_num', data.hap_team_num],
  ] as const
  return (
    <section className="card member-card member-summary" aria-labelledby="member-summary-title" data-testid="member-summary">
      <h2 id="member-summary-title" className="visually-hidden">{t('member.summary.title')}</h2>
      <p className="member-paid">
        <span>{t('member.summary.token_amount')}</span>
        <strong data-testid="member-token-amount">{displayAmount(data.token_amount)} {data.token}</strong>
      </p>
      <dl className="member-counts">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{t(`member.summary.${name}`)}</dt>
            <dd data-testid={`member-${name}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
