import { useTranslation } from 'react-i18next'
import type { BpRewardType } from '@hapdex/core/api/bp'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useClaim } from '../api/claim.ts'
import { useWalletAsset } from '../api/walletAsset.ts'
import { isZeroAmount, rewardCards } from '../lib/rewardView.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'

/** The four reward balances, each with what was claimed and a claim button (`BP Reward Claim`). */
export function RewardCards() {
  const { t } = useTranslation()
  const asset = useWalletAsset()
  const claim = useClaim()
  if (asset.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (asset.isError) return <LoadFailed text={t('mint.loadFailed')} onRetry={() => void asset.refetch()} retrying={asset.isFetching} testId="mint-asset-error" />
  const data = asset.data

  const claimType = (type: BpRewardType, claimable: string) => {
    // One claim at a time: a second button does nothing while the first is signing or posting.
    if (claim.isPending) return
    // Nothing to move: do not ask for a signature over an empty claim.
    if (isZeroAmount(claimable)) return toastError(t('mint.bill.nothingToClaim'))
    claim.mutate(type, {
      onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('mint.bill.claimedToast'))),
      onError: toastActionError,
    })
  }

  return (
    <section className="reward-cards" data-testid="reward-cards">
      {rewardCards.map((card) => {
        const claimable = data[card.claimable]
        return (
          <article key={card.type} className="card reward-card" data-testid={`reward-card-${card.type}`} data-claimable={claimable}>
            <h2 className="reward-card-title">{t(`mint.bill.type.${card.type}`)}</h2>
            <div>
              <span className="reward-card-label">{t('mint.bill.claimable')}</span>
              <strong className="num reward-card-value">
                <span data-testid={`reward-claimable-${card.type}`}>{displayAmount(claimable)}</span> <small>{data.token}</small>
              </strong>
            </div>
            <p className="reward-card-claimed">
              {t('mint.bill.claimed')}{t('app.colon')}<span className="num" data-testid={`reward-claimed-${card.type}`}>{displayAmount(data[card.claimed])}</span> {data.token}
            </p>
            <Button
              block
              variant={isZeroAmount(claimable) ? 'secondary' : 'primary'}
              loading={claim.isPending && claim.variables === card.type}
              onClick={() => claimType(card.type, claimable)}
              data-testid={`reward-claim-${card.type}`}
            >
              {t('mint.bill.claim')}
            </Button>
          </article>
        )
      })}
    </section>
  )
}
