import { minerStatuses } from '@hapdex/core/api/miner'
import { isZeroAmount } from '../../../lib/display.ts'
import { formatCountdown } from './countdown.ts'

export { isZeroAmount }

export type StartButtonView = { disabled: false; countdown: null } | { disabled: true; countdown: string }

/** Spec 2 §4: startable (status 0) shows Start; running shows the time left and cannot be pressed. */
export function startButtonView(status: number, remaining: number): StartButtonView {
  return status === minerStatuses.running ? { disabled: true, countdown: formatCountdown(remaining) } : { disabled: false, countdown: null }
}

export type ClaimView = { empty: boolean; variant: 'primary' | 'secondary' }

/** Spec 3: the claim button shows the amount and looks disabled at 0 (it still answers a tap, with a toast). */
export function claimView(usable: string): ClaimView {
  const empty = isZeroAmount(usable)
  return { empty, variant: empty ? 'secondary' : 'primary' }
}
