import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { shortenAddress } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { useCmChildren, useCmUserInfo } from '../api/cmQueries.ts'
import '../circulation.css'

/** sharePage (spec 3, "Circulation share page"): the largest and other zones' valid counts and the children with their valid flag. */
export default function SharePage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="sharePage" data-testid="cm-share">
      <div className="programme-head">
        <h1 className="programme-title">{t('circulation.share.title')}</h1>
      </div>
      {session ? (
        <>
          <Counts key={session.address} />
          <Children />
        </>
      ) : (
        <SignedOut title={t('circulation.share.title')} description={t('circulation.connectFirst')} testId="cm-share-signed-out" />
      )}
    </div>
  )
}

function Counts() {
  const { t } = useTranslation()
  const info = useCmUserInfo()
  if (info.isPending) return <Skeleton label={t('app.loading')} rows={2} />
  if (info.isError) return <LoadFailed text={t('circulation.loadFailed')} card onRetry={() => void info.refetch()} retrying={info.isFetching} testId="cm-user-error" />
  const boxes = [
    ['max', info.data.max_zone_valid_num],
    ['other', info.data.other_zone_valid_num],
    ['direct', info.data.dr_valid_num],
    ['team', info.data.team_valid_num],
  ] as const
  return (
    <section className="cm-counts" data-testid="cm-counts">
      {boxes.map(([name, value]) => (
        <article key={name} className="card cm-reward">
          <h2 className="cm-reward-title">{t(`circulation.share.${name}`)}</h2>
          <strong className="num cm-reward-value" data-testid={`cm-count-${name}`}>
            {value}
          </strong>
        </article>
      ))}
    </section>
  )
}

function Children() {
  const { t } = useTranslation()
  const children = useCmChildren()
  return (
    <section className="cm-records" aria-labelledby="cm-children-title">
      <h2 className="cm-subtitle" id="cm-children-title">{t('circulation.share.children')}</h2>
      <InfiniteList
        query={children}
        rowKey={(row) => row.user_id}
        renderRow={(row) => (
          <div className="cm-row">
            <span className="address">{shortenAddress(row.address, 5, 5)}</span>
            <span className={`cm-valid ${row.is_valid ? 'is-valid' : ''}`} data-testid="cm-child-valid">
              {t(row.is_valid ? 'circulation.share.valid' : 'circulation.share.invalid')}
            </span>
            <span className="muted num">{t('circulation.share.teamValid', { count: row.children_valid_num })}</span>
          </div>
        )}
        emptyText={t('circulation.share.empty')}
        errorText={t('circulation.loadFailed')}
        endText={t('circulation.noMore')}
        testId="cm-children"
      />
    </section>
  )
}
