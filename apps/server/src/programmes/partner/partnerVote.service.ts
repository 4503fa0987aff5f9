import { partnerVoteSignedParams, type partnerVoteDo } from '@hapdex/core/api/partner'
import { apiErrors, type ApiErrorKey } from '@hapdex/core/api/errors'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import type { Language } from '@hapdex/core/i18n/languages'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { teamLevel } from './partner.repo.ts'
import { PARTNER_LEVEL } from './partnerRewards.ts'
import { ballotOf, castBallot, currentVote, voteCounts, type VoteRow } from './partnerVote.repo.ts'

type VoteInput = z.output<(typeof partnerVoteDo)['input']>

const voteView = (vote: VoteRow) => ({ id: vote.id, title: vote.title, content: vote.content, begin_time: vote.begin_at.toISOString(), end_time: vote.end_at.toISOString() })

export async function voteInfo(ctx: ProgrammeContext) {
  const vote = await currentVote(ctx.db)
  return vote === undefined ? null : voteView(vote)
}

export async function voteSummary(ctx: ProgrammeContext) {
  const vote = await currentVote(ctx.db)
  return vote === undefined ? { agree: 0, disagree: 0 } : voteCounts(ctx.db, vote.id)
}

/** Why the user cannot vote now, or undefined: the same rules the vote itself enforces. */
async function voteBarrier(ctx: ProgrammeContext, vote: VoteRow | undefined, userId: number): Promise<ApiErrorKey | undefined> {
  if (vote === undefined) return 'partner.vote_unknown'
  const now = ctx.clock.now()
  if (now < vote.begin_at || now > vote.end_at) return 'partner.vote_not_open'
  if ((await teamLevel(ctx.db, userId)) < PARTNER_LEVEL) return 'partner.vote_not_partner'
  return undefined
}

/** -1 cannot vote (msg in the caller's language), 0 / 1 voted that way, 2 may vote. */
export async function voteStatus(ctx: ProgrammeContext, userId: number, language: Language): Promise<{ status: -1 | 0 | 1 | 2; msg: string }> {
  const vote = await currentVote(ctx.db)
  const voted = vote === undefined ? undefined : await ballotOf(ctx.db, vote.id, userId)
  if (voted === 0 || voted === 1) return { status: voted === 1 ? 1 : 0, msg: apiErrors['partner.voted'].msg[language] }
  const barrier = await voteBarrier(ctx, vote, userId)
  if (barrier !== undefined) return { status: -1 as const, msg: apiErrors[barrier].msg[language] }
  return { status: 2 as const, msg: '' }
}

/** `Partner Vote`: once per partner while the current vote is open; racing second votes find the ballot taken. */
export async function castVote(ctx: ProgrammeContext, user: SessionUser, input: VoteInput) {
  const vote = await currentVote(ctx.db)
  const barrier = await voteBarrier(ctx, vote, user.id)
  if (barrier !== undefined || vote === undefined) throw new ApiError(barrier ?? 'partner.vote_unknown')
  const signed = { title: signedActionTitles.partnerVote, params: partnerVoteSignedParams(input), signed: input }
  await requireSignedAction(ctx.db, user, signed, async (trx) => {
    if (!(await castBallot(trx, { voteId: vote.id, userId: user.id, viewPoint: Number(input.view_point), at: ctx.clock.now() }))) throw new ApiError('partner.voted')
  })
  return voteCounts(ctx.db, vote.id)
}
