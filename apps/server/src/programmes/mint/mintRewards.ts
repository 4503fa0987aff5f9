import { billBehaviors, type BillBehavior } from '@hapdex/core/api/wallet'
import type { BpRewardType } from '@hapdex/core/api/bp'

export type MintRewardPurpose = 'mint_cp_reward' | 'mint_share_reward' | 'mint_node_reward' | 'mint_super_node_reward'

/** The four mint reward types (spec 2, "Mint bill"): their balance, what accrues them and what claims them. */
export const mintRewardKinds: Record<BpRewardType, { purpose: MintRewardPurpose; accrual: BillBehavior; claim: BillBehavior }> = {
  0: { purpose: 'mint_cp_reward', accrual: billBehaviors.bpCpReward, claim: billBehaviors.bpClaimCp },
  1: { purpose: 'mint_share_reward', accrual: billBehaviors.bpShareReward, claim: billBehaviors.bpClaimShare },
  2: { purpose: 'mint_node_reward', accrual: billBehaviors.bpNodeReward, claim: billBehaviors.bpClaimNode },
  3: { purpose: 'mint_super_node_reward', accrual: billBehaviors.bpSuperNodeReward, claim: billBehaviors.bpClaimSuperNode },
}

export const mintRewardPurposes = Object.values(mintRewardKinds).map((kind) => kind.purpose)
