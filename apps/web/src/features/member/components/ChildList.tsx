import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { useSession } from '../../../lib/session.ts'
import { useMemberChildren } from '../api/memberQueries.ts'
import '../member.css'

/** childlist: the account's direct referrals who joined member recruit, with the token they paid (type), a page at a time. */
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
  return (
    <>
      <div className="member-child member-child-head" aria-hidden="true">
        <span>{t('member.children.address')}</span>
        <span>{t('member.children.type')}</span>
      </div>
      <InfiniteList
        query={children}
        rowKey={(child) => child.address}
        renderRow={(child) => (
          <div className="member-child-row" data-testid="member-child">
            <Address address={child.address} />
            <span className={`member-type is-${child.type === 1 ? 'hap' : 'usdt'}`}>{t(`member.children.types.${child.type}`)}</span>
          </div>
        )}
        emptyText={t('member.children.empty')}
        errorText={t('member.loadFailed')}
        endText={t('member.children.noMore')}
        testId="member-children"
      />
    </>
  )
}
