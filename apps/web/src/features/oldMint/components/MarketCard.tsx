import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount } from '../../../lib/display.ts'
import { useMarketInfo } from '../api/marketInfo.ts'

/** Rewarded (released so far) and remaining (still to release) totals of the caller. */
export function MarketCard() {
  const { t } = useTranslation()
  const market = useMarketInfo()
  if (market.isPending) return <Skeleton label={t('app.loading')} rows={2} />
  if (market.isError) {
    return (
      <div className="list-state" role="alert">
        <p className="muted">{t('oldMint.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void market.refetch()} loading={market.isFetching}>
          {t('app.retry')}
        </Button>
      </div>
    )
  }
  const { rewarded, remain, token } = market.data
  return (
    <dl className="old-mint-market" data-testid="old-mint-market">
      <div>
        <dt>{t('oldMint.rewarded')}</dt>
        <dd className="num" data-testid="old-mint-rewarded">{displayAmount(rewarded)}</dd>
        <dd className="old-mint-unit">{token}</dd>
      </div>
      <div>
        <dt>{t('oldMint.remain')}</dt>
        <dd className="num" data-testid="old-mint-remain">{displayAmount(remain)}</dd>
        <dd className="old-mint-unit">{token}</dd>
      </div>
    </dl>
  )
}
