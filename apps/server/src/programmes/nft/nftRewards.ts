import { billBehaviors, type BillBehavior } from '@hapdex/core/api/wallet'
import type { NftRewardType } from '@hapdex/core/api/nft'

export type NftRewardPurpose = 'nft_static_reward' | 'nft_share_reward' | 'nft_rank_reward'

/** The three NFT reward types (spec 3, "NFT bill", `NFT Claim` type 0–2): their balance, what accrues them and what claims them. */
export const nftRewardKinds: Record<NftRewardType, { purpose: NftRewardPurpose; accrual: BillBehavior; claim: BillBehavior }> = {
  0: { purpose: 'nft_static_reward', accrual: billBehaviors.nftStaticReward, claim: billBehaviors.nftClaimStatic },
  1: { purpose: 'nft_share_reward', accrual: billBehaviors.nftShareReward, claim: billBehaviors.nftClaimShare },
  2: { purpose: 'nft_rank_reward', accrual: billBehaviors.nftRankReward, claim: billBehaviors.nftClaimRank },
}

export const nftRewardPurposes = Object.values(nftRewardKinds).map((kind) => kind.purpose)
