import { timeStatus, type TimeStatus } from '@hapdex/core/rules/partnerRound'

export const hubTabs = ['all', 'ongoing', 'upcoming', 'ended'] as const
export type HubTab = (typeof hubTabs)[number]

const tabOfStatus: Record<TimeStatus, HubTab> = { 1: 'upcoming', 2: 'ongoing', 3: 'ended' }

/** The rounds a hub tab shows at `now`: 'all' every one, the others those of that time status. */
export function roundsOfTab<T extends { begin_time: string; end_time: string }>(rounds: readonly T[], tab: HubTab, now: number): T[] {
  return tab === 'all' ? [...rounds] : rounds.filter((round) => tabOfStatus[timeStatus(round, now)] === tab)
}

/** A card's status word: ongoing rounds that are full say so. */
export function cardStatus(round: { begin_time: string; end_time: string; recruited: number; max_recruit: number }, now: number): 'ongoing' | 'full' | 'ended' | 'upcoming' {
  const status = timeStatus(round, now)
  if (status === 1) return 'upcoming'
  if (status === 3) return 'ended'
  return round.recruited >= round.max_recruit ? 'full' : 'ongoing'
}
