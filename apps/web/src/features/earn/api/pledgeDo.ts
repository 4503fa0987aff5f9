import { pledgeDo } from '@hapdex/core/api/pledge'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { usePledgeAction } from './pledgeAction.ts'

/** Signs `Pledge Do`, then locks the amount of usable balance in the pool. */
export const usePledgeDo = () => usePledgeAction(pledgeDo, signedActionTitles.pledgeDo)
