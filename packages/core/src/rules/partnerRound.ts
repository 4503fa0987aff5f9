/** Partner recruitment's local rules (spec 3, "Partner round status", "Vote status", constants). */

export interface PartnerRoundFigures {
  begin_time: string
  end_time: string
  max_recruit: number
  recruited: number
  can_buy: boolean
}

/** 1 join, 2 full or ended, 3 not started, 4 no button. */
export type PartnerRoundStatus = 1 | 2 | 3 | 4

const full = (round: PartnerRoundFigures) => round.recruited >= round.max_recruit

/** The spec's local round status, read with the clock (ms). */
export function partnerRoundStatus(round: PartnerRoundFigures, now: number): PartnerRoundStatus {
  const begin = Date.parse(round.begin_time)
  const end = Date.parse(round.end_time)
  if (round.can_buy && now < end) {
    if (full(round)) return 2
    return now >= begin ? 1 : 3
  }
  if (now > end) return 4
  return full(round) ? 2 : 3
}

export type PartnerRoundButton = 'join' | 'full' | 'ended' | 'notStarted' | 'none'

/** The button of a status: 2 says 'full' or 'ended' by whether the end has passed. */
export function partnerRoundButton(status: PartnerRoundStatus, round: PartnerRoundFigures, now: number): PartnerRoundButton {
  if (status === 1) return 'join'
  if (status === 2) return now > Date.parse(round.end_time) ? 'ended' : 'full'
  return status === 3 ? 'notStarted' : 'none'
}

/** The progress slider's share of seats sold, in whole percent, rounded down (never shows 100 before the last seat). */
export function partnerSliderRate(round: Pick<PartnerRoundFigures, 'max_recruit' | 'recruited'>): number {
  if (round.max_recruit <= 0) return 0
  return Math.min(100, Math.floor((round.recruited * 100) / round.max_recruit))
}

/** The round the screen selects first: the first with can_buy, else the first. */
export function firstSelectedRound<T extends Pick<PartnerRoundFigures, 'can_buy'>>(rounds: readonly T[]): number {
  const index = rounds.findIndex((round) => round.can_buy)
  return index === -1 ? 0 : index
}

/** Earn hub and recruitment time status: 1 upcoming before begin, 2 ongoing from begin to end inclusive, 3 ended. */
export type TimeStatus = 1 | 2 | 3

export function timeStatus(window: { begin_time: string; end_time: string }, now: number): TimeStatus {
  if (now < Date.parse(window.begin_time)) return 1
  return now <= Date.parse(window.end_time) ? 2 : 3
}

/** First 5 and last 5 characters (spec 3, "Address masking"). */
export function maskAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 5)}...${address.slice(-5)}`
}

/**
 * agree / (agree + disagree) and the rest, as percent strings with two decimals; 0.00 each when
 * nobody voted. Counts are whole numbers; the hundredths of agree round half up and disagree is
 * the complement, so the two always add up to 100.00.
 */
export function votePercents(agree: number, disagree: number): { agree: string; disagree: string } {
  const total = agree + disagree
  if (total === 0) return { agree: '0.00', disagree: '0.00' }
  // Rounds half up, in hundredths of a percent; disagree takes the complement so both sum to 100.
  const agreeHundredths = Math.floor((agree * 10_000 * 2 + total) / (total * 2))
  const show = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
  return { agree: show(agreeHundredths), disagree: show(10_000 - agreeHundredths) }
}
