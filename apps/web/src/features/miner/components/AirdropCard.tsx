import { Share2, Users } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { toastActionError } from '../../../lib/actionError.ts'
import { displayAmount } from '../../../lib/display.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts'
import { useAirdropClaim } from '../api/airdropClaim.ts'
import { useAirdropSummary } from '../api/airdropSummary.ts'
import { claimView } from '../lib/minerView.ts'
import { LoadFailed } from '../../../components/LoadFailed.tsx'

/**
 * The airdrop balance with its claim, the not-yet-open withdraw, and the way to the invitees. At
 * zero the claim only looks disabled: a tap still says why nothing happens (so no aria-disabled).
 */
export function AirdropCard() {
  const { t } = useTranslation()
  const summary = useAirdropSummary()
  const claim = useAirdropClaim()
  if (summary.isPending) return <Skeleton label={t('app.loading')} rows={4} />
  if (summary.isError) return <LoadFailed text={t('miner.loadFailed')} card onRetry={() => void summary.refetch()} retrying={summary.isFetching} testId="airdrop-summary-error" />
  const { usable, dr_num: invited, get_amount: claimed, token } = summary.data
  const view = claimView(usable)

  const onClaim = () => {
    // Spec 2 §4: actions are ignored while a previous request is pending.
    if (claim.isPending) return
    // A zero balance: say so here rather than send a claim the server would refuse.
    if (view.empty) return toastError(t('miner.pool.nothingToClaim'))
    claim.mutate(undefined, { onSuccess: ({ msg }) => toastSuccess(successMessage(msg, t('miner.pool.claimedToast'))), onError: toastActionError })
  }

  return (
    <section className="airdrop-hero" data-testid="airdrop-card" data-usable={usable}>
      <span className="airdrop-hero-label">{t('miner.pool.usable')}</span>
      <strong className="airdrop-hero-value num" data-testid="airdrop-usable">
        {displayAmount(usable)} <small>{token}</small>
      </strong>
      <dl className="airdrop-hero-figures">
        <div>
          <dt>{t('miner.pool.invited')}</dt>
          <dd className="num">
            <Link to={href('fenxiang')} className="airdrop-invited" data-testid="airdrop-invited">
              <Users aria-hidden="true" size={16} />
              {invited}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('miner.pool.claimedTotal')}</dt>
          <dd className="num">
            <span data-testid="airdrop-claimed">{displayAmount(claimed)}</span> {token}
          </dd>
        </div>
      </dl>
      <Button
        block
        variant={view.variant}
        className={view.empty ? 'airdrop-claim is-empty' : 'airdrop-claim'}
        loading={claim.isPending}
        onClick={onClaim}
        data-testid="airdrop-claim"
      >
        {t('miner.pool.claim', { amount: displayAmount(usable), token })}
      </Button>
      <div className="airdrop-actions">
        <Button variant="secondary" onClick={() => toastInfo(t('swap65'))} data-testid="airdrop-withdraw">
          {t('miner.pool.withdraw')}
        </Button>
        <Link to={href('fenxiang918')} className="btn btn-secondary" data-testid="airdrop-share">
          <span className="btn-label">
            <Share2 aria-hidden="true" size={16} />
            {t('miner.pool.share')}
          </span>
        </Link>
      </div>
    </section>
  )
}
