import { readStored, writeStored } from '../../../lib/storage.ts'

const lastSeenKey = 'hapdex.notice.lastSeenGroup'

/** Spec 4: the announcement pops up once per new notice group; the last one seen lives in local storage. */
export function shouldAnnounce(latestGroup: number | undefined): boolean {
  if (latestGroup === undefined) return false
  return readStored(lastSeenKey) !== latestGroup
}

export function markAnnounced(group: number): void {
  writeStored(lastSeenKey, group)
}
