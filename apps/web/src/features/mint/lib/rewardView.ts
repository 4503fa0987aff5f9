import type { BpRewardType } from '@hapdex/core/api/bp'

type AssetField = 'cp_reward' | 'share_reward' | 'node_reward' | 'super_node_reward'

/** The four reward cards of the mint bill, in the claim type order of the API. */
export const rewardCards: ReadonlyArray<{ type: BpRewardType; key: 'cp' | 'share' | 'node' | 'superNode'; claimable: AssetField; claimed: `claimed_${AssetField}` }> = [
  { type: 0, key: 'cp', claimable: 'cp_reward', claimed: 'claimed_cp_reward' },
  { type: 1, key: 'share', claimable: 'share_reward', claimed: 'claimed_share_reward' },
  { type: 2, key: 'node', claimable: 'node_reward', claimed: 'claimed_node_reward' },
  { type: 3, key: 'superNode', claimable: 'super_node_reward', claimed: 'claimed_super_node_reward' },
]

export { isZeroAmount } from '../../../lib/display.ts'

