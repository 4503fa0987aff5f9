import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useSession } from '../../../lib/session.ts'
import { useMemberChildren } from '../api/memberQueries.ts'
import '../member.css'

/** childlist: the account's direct referrals who joined member recruit, with the token they paid (type). */
export default function ChildList() {
  const { t } = useTranslation()
  return (
    <div className="programme-screen" data-route-name="childlist" data-testid="member-childlist">
      <div className="programme-head">
        <h1 className="programme-title">{t('member.children.title')}</h1>
      </div>
      <Children />
    </div>
  )
}

function Children() {
  const { t } = useTranslation()
  const session = useSession()
  const children = useMemberChildren()
  if (session === null) return <SignedOut title={t('member.children.title')} description={t('member.children.signedOut')} testId="member-children-signed-out" />
  if (children.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (children.isError) return <LoadFailed text={t('member.loadFailed')} card onRetry={() => void children.refetch()} retrying={children.isFetching} testId="member-children-error" />
  if (children.data.list.length === 0) return <EmptyState title={t('member.children.empty')} description={t('member.children.emptyText')} testId="member-children-empty" />
  return (
    <div className="card member-card">
      <div className="member-child member-child-head" aria-hidden="true">
        <span>{t('member.children.address')}</span>
        <span>{t('member.children.type')}</span>
      </div>
      <ul className="member-children" data-testid="member-children">
        {children.data.list.map((child) => (
          <li key={child.address} className="member-child" data-testid="member-child">
            <Address address={child.address} />
            <span className={`member-type is-${child.type === 1 ? 'hap' : 'usdt'}`}>{t(`member.children.types.${child.type}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
