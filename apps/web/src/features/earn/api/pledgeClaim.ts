import { pledgeClaim } from '@hapdex/core/api/pledge'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { usePledgeAction } from './pledgeAction.ts'

/** Signs `Pledge Reward Claim`, then moves the amount of the pool's reward to usable. */
export const usePledgeClaim = () => usePledgeAction(pledgeClaim, signedActionTitles.pledgeRewardClaim)
