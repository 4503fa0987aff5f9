import { useNow } from './useNow.ts'

/**
 * The server's time now, read again every `intervalMs`: its last answer's `now` plus the time
 * elapsed on this device since that answer arrived (`answeredAt`, the query's dataUpdatedAt). A
 * device clock that is off, or a devnet clock an operator moved, does not move what a window shows;
 * without an answer yet, the device's time.
 */
export function useServerNow(serverNow: string | undefined, answeredAt: number, intervalMs: number): number {
  const now = useNow(intervalMs)
  if (serverNow === undefined) return now
  const at = Date.parse(serverNow)
  return Number.isNaN(at) ? now : at + Math.max(0, now - answeredAt)
}
