import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import type { pledgePools } from '@hapdex/core/api/pledge'
import { isPositive } from './pledgeRules.ts'

export type PledgePool = EndpointOutput<typeof pledgePools>['list'][number]

/** Whether "only mine" keeps a pool: something pledged, or a reward still to claim. */
export function hasPledgePosition(pool: Pick<PledgePool, 'pledge_amount' | 'reward_amount'>): boolean {
  return isPositive(pool.pledge_amount) || isPositive(pool.reward_amount)
}

/** Spec: claim_status '1' means claimable; otherwise the claim only looks disabled (a tap says h240). */
export function canClaim(pool: Pick<PledgePool, 'claim_status' | 'reward_amount'>): boolean {
  return pool.claim_status === '1' && isPositive(pool.reward_amount)
}
