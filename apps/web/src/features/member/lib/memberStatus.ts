import type { SmStatus } from '@hapdex/core/api/sm'

/** What the join button does for the config status (spec 3, "SM config status"). */
export type JoinAction = { kind: 'open' } | { kind: 'joined' } | { kind: 'blocked'; messageKey: 'h350' | 'h329' }

export function joinAction(status: SmStatus | ''): JoinAction {
  if (status === '5') return { kind: 'joined' }
  // '4' is the window's end (lang.h329, ended); '0' closed or not yet open (lang.h350).
  if (status === '4') return { kind: 'blocked', messageKey: 'h329' }
  if (status === '0') return { kind: 'blocked', messageKey: 'h350' }
  return { kind: 'open' }
}

export type TimeStatusName = 'upcoming' | 'ongoing' | 'ended'

/** SM recruit time status 1 / 2 / 3 by name. */
export const timeStatusName = (timeStatus: 1 | 2 | 3): TimeStatusName => (timeStatus === 1 ? 'upcoming' : timeStatus === 2 ? 'ongoing' : 'ended')
