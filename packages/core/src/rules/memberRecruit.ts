import type { SmStatus } from '../api/sm.ts'
import { timeStatus, type TimeStatus } from './partnerRound.ts'

/** A joining window as the config holds it: ISO times, '' when none is set. */
export interface MemberWindow {
  begin_time: string
  end_time: string
}

/**
 * Spec 3's time status of member recruit at `now` (ms): 1 before begin_time, 2 from begin_time to
 * end_time inclusive, 3 after; no window set reads as upcoming. The server answers with it, and
 * the page reads it again as the server's time passes, so a page left open across begin_time opens.
 */
export function memberTimeStatus(window: MemberWindow, now: number): TimeStatus {
  if (window.begin_time === '' || window.end_time === '') return 1
  return timeStatus(window, now)
}

/** The config status the screen acts on: '5' joined, '0' closed or not yet open, '4' ended, '1' open. */
export function memberConfigStatus(open: boolean, time: TimeStatus, joined: boolean): SmStatus {
  if (joined) return '5'
  if (!open || time === 1) return '0'
  return time === 3 ? '4' : '1'
}
