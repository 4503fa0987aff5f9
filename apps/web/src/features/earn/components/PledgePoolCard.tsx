import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { displayAmount, displayRate } from '../../../lib/display.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'
import { successView, type SuccessView } from '../../../lib/successView.ts'
import { toastError } from '../../../lib/toast.ts'
import { pledgeKey } from '../api/keys.ts'
import { usePledgeClaim } from '../api/pledgeClaim.ts'
import { useOneAtATime } from '../../../lib/useOneAtATime.ts'
import { toastEarnActionError } from '../lib/actionError.ts'
import { isPositive } from '../lib/pledgeRules.ts'
import { canClaim, type PledgePool } from '../lib/pledgeView.ts'
import { PledgeAmountDialog, type PledgeDialogMode } from './PledgeAmountDialog.tsx'
import '../../../styles/figures.css'

/**
 * One pledge pool: its rate and minimum, the account's pledge and reward, and join, redeem and
 * claim. The claim claims the whole reward; at zero it only looks disabled and a tap says h240.
 * Each finished action is told by `onSuccess` (the list shows the popup: it outlives a card that
 * "only mine" drops once its pledge is redeemed).
 */
export function PledgePoolCard({ pool, programmeOpen, onSuccess }: { pool: PledgePool; programmeOpen: boolean; onSuccess: (view: SuccessView) => void }) {
  const { t } = useTranslation()
  const claim = usePledgeClaim()
  const oneAtATime = useOneAtATime()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<PledgeDialogMode | undefined>()
  const open = programmeOpen && pool.status === '1'
  const claimable = canClaim(pool)

  const onClaim = () => {
    if (!claimable) return toastError(t('h240'))
    oneAtATime((done) =>
      claim.mutate({ pool_id: pool.id, amount: pool.reward_amount }, { onSuccess: ({ msg }) => onSuccess(successView(t('h317'), `${displayAmount(pool.reward_amount)} ${pool.token}`, msg)), onError: toastEarnActionError, onSettled: done }),
    )
  }
  const openDialog = (mode: PledgeDialogMode) => {
    // The popup's limits (usable, pledged) come from this list: read it again as it opens.
    void queryClient.invalidateQueries({ queryKey: pledgeKey })
    setDialog(mode)
  }
  const figures = [
    ['dailyRate', displayRate(pool.daily_rate)],
    ['minPledge', `${displayAmount(pool.min_pledge)} ${pool.token}`],
    ['myPledge', `${displayAmount(pool.pledge_amount)} ${pool.token}`],
    ['myReward', `${displayAmount(pool.reward_amount)} ${pool.token}`],
  ] as const

  return (
    <article className="card earn-card" data-testid="earn-pool" data-pool-id={pool.id} data-token={pool.token} data-pledge={pool.pledge_amount} data-reward={pool.reward_amount}>
      <div className="earn-card-head">
        <img className="earn-token-logo" src={tokenLogo(pool.logo, pool.token)} alt="" width={32} height={32} />
        <h3 className="earn-card-title">{t('earn.pledge.poolTitle', { token: pool.token })}</h3>
        {open ? null : <span className="earn-badge" data-testid="earn-pool-paused">{t('earn.pledge.paused')}</span>}
      </div>
      <dl className="figure-rows">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`earn.pledge.${key}`)}</dt>
            <dd className="num" data-testid={`earn-pool-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="earn-pool-actions">
        <Button disabled={!open} onClick={() => openDialog('join')} data-testid="earn-pool-join">
          {t('earn.pledge.join')}
        </Button>
        <Button variant="secondary" disabled={!isPositive(pool.pledge_amount)} onClick={() => openDialog('redeem')} data-testid="earn-pool-redeem">
          {t('earn.pledge.redeem')}
        </Button>
        <Button variant={claimable ? 'primary' : 'secondary'} className={claimable ? undefined : 'is-empty'} loading={claim.isPending} onClick={onClaim} data-testid="earn-pool-claim">
          {t('earn.pledge.claim')}
        </Button>
      </div>
      {dialog ? (
        <PledgeAmountDialog
          mode={dialog}
          pool={pool}
          onClose={() => setDialog(undefined)}
          onDone={(view) => {
            setDialog(undefined)
            onSuccess(view)
          }}
        />
      ) : null}
    </article>
  )
}
