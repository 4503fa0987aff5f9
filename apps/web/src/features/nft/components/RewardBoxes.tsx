import type { NftRewardType } from '@hapdex/core/api/nft'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useNftClaim } from '../api/claim.ts'
import { useWalletInfo } from '../api/walletInfo.ts'

const boxes = [
  { type: 0, reward: 'static_reward', claimed: 'static_claim' },
  { type: 1, reward: 'share_reward', claimed: 'share_claim' },
  { type: 2, reward: 'rank_reward', claimed: 'rank_claim' },
] as const satisfies ReadonlyArray<{ type: NftRewardType; reward: string; claimed: string }>

/** A wire amount that is exactly zero: claiming it would send nothing worth signing. */
const isZero = (wire: string) => /^0*(\.0*)?$/.test(wire)

/** The three reward boxes, each with what was claimed and a claim button (`NFT Claim` type 0–2). */
export function RewardBoxes() {
  const { t } = useTranslation()
  const wallet = useWalletInfo()
  const claim = useNftClaim()
  if (wallet.isPending) return <Skeleton label={t('app.loading')} rows={3} />
  if (wallet.isError) return <LoadFailed text={t('nft.loadFailed')} card onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} testId="nft-wallet-error" />
  const data = wallet.data
  const claimType = (type: NftRewardType, claimable: string) => {
    // One claim at a time.
    if (claim.isPending) return
    // Nothing to move: no signature over an empty claim (lang.h240, "No reward").
    if (isZero(claimable)) return toastError(t('h240'))
    claim.mutate(type, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('nft.bill.claimed'))), onError: toastActionError })
  }
  return (
    <section className="nft-rewards" data-testid="nft-rewards">
      {boxes.map((box) => (
        <article key={box.type} className="card nft-reward" data-testid={`nft-reward-${box.type}`}>
          <h2 className="nft-reward-title">{t(`nft.reward.${box.type}`)}</h2>
          <strong className="num nft-figure-value">
            <span data-testid={`nft-reward-amount-${box.type}`}>{displayAmount(data[box.reward])}</span> <small>{data.token}</small>
          </strong>
          <p className="muted nft-reward-claimed">
            {t('nft.bill.claimedTotal')}
            {t('app.colon')}
            <span className="num" data-testid={`nft-reward-claimed-${box.type}`}>{displayAmount(data[box.claimed])}</span>
          </p>
          <Button block variant={isZero(data[box.reward]) ? 'secondary' : 'primary'} loading={claim.isPending && claim.variables === box.type} onClick={() => claimType(box.type, data[box.reward])} data-testid={`nft-claim-${box.type}`}>
            {t('nft.bill.claim')}
          </Button>
        </article>
      ))}
    </section>
  )
}
