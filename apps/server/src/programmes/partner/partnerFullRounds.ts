import { ApiError } from '../../http/apiError.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'

/**
 * Rounds this process has seen full (id to end), per programme context: seats are never given
 * back and a round's size never changes, so a full round stays full until it ends, and the late
 * arrivals of a herd (bench/herd) are answered without a query.
 */
const seenFull = new WeakMap<ProgrammeContext, Map<number, Date>>()

function fullRounds(ctx: ProgrammeContext): Map<number, Date> {
  const known = seenFull.get(ctx) ?? new Map<number, Date>()
  seenFull.set(ctx, known)
  return known
}

export function noteFull(ctx: ProgrammeContext, round: { id: number; end_at: Date }): void {
  fullRounds(ctx).set(round.id, round.end_at)
}

/** Whether this process has seen the round full, and it has not ended at `now`. */
export function isKnownFull(ctx: ProgrammeContext, roundId: number, now: Date): boolean {
  const end = fullRounds(ctx).get(roundId)
  return end !== undefined && now <= end
}

/** A round seen full is refused before anything is read; once it has ended, the usual checks answer 'ended'. */
export function refuseIfSeenFull(ctx: ProgrammeContext, roundId: number, now: Date): void {
  if (isKnownFull(ctx, roundId, now)) throw new ApiError('partner.round_full')
}
