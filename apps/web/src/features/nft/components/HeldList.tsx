import { useTranslation } from 'react-i18next'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { displayAmount, displayTime } from '../../../lib/display.ts'
import { useHoldList, type HoldStatus } from '../api/holdList.ts'
import { NftLogo } from './NftLogo.tsx'

/** The account's NFTs: producing ones (holding in progress) or exhausted ones (ended), newest first. */
export function HeldList({ status }: { status: HoldStatus }) {
  const { t, i18n } = useTranslation()
  const held = useHoldList(status)
  return (
    <InfiniteList
      query={held}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <div className="card nft-held" data-testid="nft-held">
          <NftLogo src={row.nft_logo} name={row.name} />
          <div className="nft-card-body">
            <h3 className="nft-card-name">
              {row.name}
              <span className={`nft-state ${row.status === '1' ? 'is-producing' : 'is-exhausted'}`} data-testid="nft-held-state">
                {row.status === '1' ? t('nft.state.producing') : t('nft.state.exhausted')}
              </span>
            </h3>
            <p className="nft-card-line">
              {t('nft.list.production')} <strong className="num">{displayAmount(row.production)}</strong>
            </p>
            <p className="nft-card-line">
              {t('nft.held.remain')} <strong className="num" data-testid="nft-held-remain">{displayAmount(row.remain_amount)}</strong>
            </p>
            <p className="nft-card-line muted">{displayTime(row.created_at, i18n.language)}</p>
          </div>
        </div>
      )}
      emptyText={status === '1' ? t('nft.held.emptyHolding') : t('nft.held.emptyEnded')}
      errorText={t('nft.loadFailed')}
      endText={t('nft.noMore')}
      testId={`nft-held-${status === '1' ? 'holding' : 'ended'}`}
    />
  )
}
