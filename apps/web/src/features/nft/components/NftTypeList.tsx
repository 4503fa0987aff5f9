import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useNftList } from '../api/nftList.ts'
import { NftLogo } from './NftLogo.tsx'
import { PayDialog, type NftForSale } from './PayDialog.tsx'

/** The NFT types on sale: price, production, how many the account holds of its limit, and Buy. */
export function NftTypeList() {
  const { t } = useTranslation()
  const list = useNftList()
  const [buying, setBuying] = useState<NftForSale | undefined>(undefined)
  if (list.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (list.isError) return <LoadFailed text={t('nft.loadFailed')} card onRetry={() => void list.refetch()} retrying={list.isFetching} testId="nft-list-error" />
  if (list.data.list.length === 0) return <EmptyState title={t('nft.list.empty')} testId="nft-list-empty" />
  const { list: types, ...prices } = list.data
  return (
    <>
      <ul className="nft-cards" data-testid="nft-list">
        {types.map((nft) => (
          <li key={nft.id} className="card nft-card" data-testid={`nft-type-${nft.id}`}>
            <NftLogo src={nft.logo} name={nft.name} />
            <div className="nft-card-body">
              <h3 className="nft-card-name">{nft.name}</h3>
              <p className="nft-card-line">
                {t('nft.list.price')} <strong className="num">{displayAmount(nft.price)} USD</strong>
              </p>
              <p className="nft-card-line">
                {t('nft.list.production')} <strong className="num">{displayAmount(nft.production)} {prices.pay_token}</strong>
              </p>
              <p className="nft-card-line muted" data-testid={`nft-hold-${nft.id}`}>
                {t('nft.list.held', { held: nft.hold_num, limit: nft.hold_limit })}
              </p>
            </div>
            <Button disabled={!nft.can_buy} onClick={() => setBuying(nft)} data-testid={`nft-buy-${nft.id}`}>
              {nft.can_buy ? t('nft.list.buy') : t('nft.list.limitReached')}
            </Button>
          </li>
        ))}
      </ul>
      {buying ? <PayDialog nft={buying} prices={prices} onClose={() => setBuying(undefined)} /> : null}
    </>
  )
}
