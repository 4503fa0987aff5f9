import { cardsClaimSignedParams, type cardsClaim, type CardsDividendType } from '@hapdex/core/api/cards'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { claimableAmount, postRewardClaim } from '../base/rewardClaim.ts'
import { cardsToken } from './cards.service.ts'
import { cardsDividendKinds } from './cardsDividends.ts'

type ClaimInput = z.output<(typeof cardsClaim)['input']>

/** `Cards Claim`: one dividend balance (0 LP, 1 card), whole, to usable; a balance of zero answers programme.nothing_to_claim. */
export async function claimCardsDividend(ctx: ProgrammeContext, user: SessionUser, input: ClaimInput) {
  const kind = cardsDividendKinds[input.type as CardsDividendType]
  const token = await cardsToken(ctx)
  const amount = await claimableAmount(ctx.db, user.id, token.id, kind.purpose)
  const action = { title: signedActionTitles.cardsClaim, params: cardsClaimSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, action, (trx, guard) =>
    postRewardClaim(trx, { userId: user.id, tokenId: token.id, purpose: kind.purpose, behavior: kind.claim, key: `cards-claim:${input.nonce}`, kind: 'cards_claim', guard }, amount),
  )
  return { type: input.type, amount: toDecimal(amount, token), token: token.symbol }
}
