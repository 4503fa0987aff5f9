import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { useChildren } from '../api/childrenList.ts'

/** Direct referrals with their own CP and their team's CP, paged by 10. */
export function ChildrenList() {
  const { t } = useTranslation()
  const children = useChildren()
  return (
    <section className="mint-children" aria-label={t('mint.community.children')}>
      <h2 className="mint-section-title">{t('mint.community.children')}</h2>
      <div className="mint-children-head" aria-hidden="true">
        <span>{t('mint.community.colAddress')}</span>
        <span>{t('mint.community.colSelfCp')}</span>
        <span>{t('mint.community.colChildrenCp')}</span>
      </div>
      <InfiniteList
        query={children}
        rowKey={(row) => row.address}
        renderRow={(row) => (
          <div className="mint-children-grid" data-address={row.address}>
            <span className="mono" title={row.address}>{shortenAddress(row.address)}</span>
            <span className="num">{displayAmount(row.self_cp, 2)}</span>
            <span className="num">{displayAmount(row.children_cp, 2)}</span>
          </div>
        )}
        emptyText={t('mint.community.noChildren')}
        errorText={t('mint.loadFailed')}
        endText={t('mint.noMore')}
        testId="mint-children"
      />
    </section>
  )
}
