import type { SmStatus } from '@hapdex/core/api/sm'
import { memberConfigStatus, memberTimeStatus } from '@hapdex/core/rules/memberRecruit'
import { ListTree } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { displayAmount, displayDate, displayRate } from '../../../lib/display.ts'
import { useServerNow } from '../../../lib/useServerNow.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError } from '../../../lib/toast.ts'
import { useMemberConfig, type MemberConfig } from '../api/memberQueries.ts'
import { joinAction, timeStatusName } from '../lib/memberStatus.ts'
import '../member.css'
import { JoinDialog } from './JoinDialog.tsx'
import { MemberSummary } from './MemberSummary.tsx'

/** RecuitMember: the summary, the window and fees, the discount rules and the join popup (spec 3, "Recruit member"). */
export default function RecruitMember() {
  const { t } = useTranslation()
  const config = useMemberConfig()
  return (
    <div className="programme-screen" data-route-name="RecuitMember" data-testid="recruit-member">
      <div className="programme-head">
        <h1 className="programme-title">{t('member.title')}</h1>
        <Link to={href('childlist')} className="programme-link" data-testid="member-children-link">
          <ListTree aria-hidden="true" size={18} />
          {t('member.children.title')}
        </Link>
      </div>
      <MemberSummary />
      {config.isPending ? (
        <Skeleton label={t('app.loading')} rows={4} />
      ) : config.isError ? (
        <LoadFailed text={t('member.loadFailed')} card onRetry={() => void config.refetch()} retrying={config.isFetching} testId="member-config-error" />
      ) : (
        <Programme config={config.data} answeredAt={config.dataUpdatedAt} />
      )}
    </div>
  )
}

/** The window's state ticks with the server's time (not the device's): a page left open across begin_time opens, across end_time ends. */
function Programme({ config, answeredAt }: { config: MemberConfig; answeredAt: number }) {
  const { t } = useTranslation()
  const now = useServerNow(config.now, answeredAt, 1_000)
  const timeNow = memberTimeStatus(config, now)
  const time = timeStatusName(timeNow)
  const status = config.status === '5' ? '5' : memberConfigStatus(config.open, timeNow, false)
  return (
    <>
      <section className="card member-card" aria-labelledby="member-fee-title" data-testid="member-fee">
        <div className="member-card-head">
          <h2 id="member-fee-title" className="member-subtitle">{t('member.fee.title')}</h2>
          <span className={`member-status is-${time}`} data-testid="member-time-status">{t(`member.time.${time}`)}</span>
        </div>
        <p className="member-window">
          {config.begin_time === '' ? t('member.fee.noWindow') : t('member.fee.window', { begin: displayDate(config.begin_time), end: displayDate(config.end_time) })}
        </p>
        <dl className="member-figures">
          <div>
            <dt>{t('member.fee.usdt')}</dt>
            <dd data-testid="member-fee-usdt">{displayAmount(config.pay_amount)} USDT</dd>
          </div>
          <div>
            <dt>{t('member.fee.hap')}</dt>
            <dd data-testid="member-fee-hap">{displayAmount(config.hap_pay_amount)} HAP</dd>
          </div>
        </dl>
        <JoinButton config={config} status={status} />
      </section>
      <section className="card member-card" aria-labelledby="member-rules-title" data-testid="member-rules">
        <h2 id="member-rules-title" className="member-subtitle">{t('member.rules.title')}</h2>
        <ul className="member-rules">
          <li>{t('member.rules.hap', { percent: displayRate(config.hap_discount) })}</li>
          <li>{t('member.rules.partner', { percent: displayRate(config.partner_discount) })}</li>
          <li>{t('member.rules.foundation', { percent: displayRate(config.foundation_discount) })}</li>
          <li>{t('member.rules.highest')}</li>
        </ul>
      </section>
    </>
  )
}

function JoinButton({ config, status }: { config: MemberConfig; status: SmStatus }) {
  const { t } = useTranslation()
  const session = useSession()
  const [open, setOpen] = useState(false)
  const action = joinAction(status)
  const press = () => {
    if (action.kind === 'blocked') toastError(t(action.messageKey))
    else setOpen(true)
  }
  return (
    <>
      {action.kind === 'joined' ? (
        <Button block disabled data-testid="member-joined">
          {t('member.joined')}
        </Button>
      ) : session === null ? (
        <p className="member-note" data-testid="member-connect-first">{t('member.connectFirst')}</p>
      ) : (
        <Button block onClick={press} data-testid="member-join">
          {t('member.join')}
        </Button>
      )}
      {/* Kept mounted while the join's answer turns the status to '5', so its success toast and close still run. */}
      {open && session !== null && <JoinDialog config={config} onClose={() => setOpen(false)} />}
    </>
  )
}
