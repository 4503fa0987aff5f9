import { pledgeRedeem } from '@hapdex/core/api/pledge'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { usePledgeAction } from './pledgeAction.ts'

/** Signs `Pledge Redeem`, then returns the amount of the pledge to usable. */
export const usePledgeRedeem = () => usePledgeAction(pledgeRedeem, signedActionTitles.pledgeRedeem)
