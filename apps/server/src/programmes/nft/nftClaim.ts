import { nftClaimSignedParams, type nftHoldClaim, type NftRewardType } from '@hapdex/core/api/nft'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { claimableAmount, postRewardClaim } from '../base/rewardClaim.ts'
import { nftTokens } from './nft.service.ts'
import { nftRewardKinds } from './nftRewards.ts'

type ClaimInput = z.output<(typeof nftHoldClaim)['input']>

/** `NFT Claim`: one reward balance (0 static, 1 share, 2 rank), whole, to usable; a balance of zero answers programme.nothing_to_claim. */
export async function claimNftReward(ctx: ProgrammeContext, user: SessionUser, input: ClaimInput) {
  const kind = nftRewardKinds[input.type as NftRewardType]
  const { reward } = await nftTokens(ctx)
  const amount = await claimableAmount(ctx.db, user.id, reward.id, kind.purpose)
  const action = { title: signedActionTitles.nftClaim, params: nftClaimSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, action, (trx, guard) =>
    postRewardClaim(trx, { userId: user.id, tokenId: reward.id, purpose: kind.purpose, behavior: kind.claim, key: `nft-claim:${input.nonce}`, kind: 'nft_claim', guard }, amount),
  )
  return { type: input.type, amount: toDecimal(amount, reward), token: reward.symbol }
}
