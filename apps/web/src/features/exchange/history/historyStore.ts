import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { createSubscribers, readStored, removeStored, writeStored } from '../../../lib/storage.ts'
import { transactionRecord, type TransactionRecord } from './transactionRecord.ts'

/** Records are kept per chain and account: another wallet on the same browser sees its own. */
export const historyKey = (chainId: number, account: string) => `hapdex.history.${chainId}.${account.toLowerCase()}`

const MAX_RECORDS = 100
const subscribers = createSubscribers()
const cache = new Map<string, readonly TransactionRecord[]>()
const empty: readonly TransactionRecord[] = []

export function getHistory(chainId: number, account: string | undefined): readonly TransactionRecord[] {
  if (!account) return empty
  const key = historyKey(chainId, account)
  const cached = cache.get(key)
  if (cached) return cached
  const list = z
    .array(z.unknown())
    .catch([])
    .parse(readStored(key))
    .flatMap((entry) => {
      const parsed = transactionRecord.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
  cache.set(key, list)
  return list
}

function save(chainId: number, account: string, list: readonly TransactionRecord[]) {
  const key = historyKey(chainId, account)
  cache.set(key, list)
  writeStored(key, list)
  subscribers.notify()
}

/**
 * Hashes whose sender waits for the receipt itself and announces it; the block watcher settles
 * them too if it gets there first, but stays quiet, so a success is toasted once.
 */
const announcedBySender = new Set<string>()

export function markAnnouncedBySender(hash: string): void {
  announcedBySender.add(hash.toLowerCase())
}

export function isAnnouncedBySender(hash: string): boolean {
  return announcedBySender.has(hash.toLowerCase())
}

export function addRecord(chainId: number, record: TransactionRecord): void {
  const list = getHistory(chainId, record.from).filter((entry) => entry.hash !== record.hash)
  save(chainId, record.from, [record, ...list].slice(0, MAX_RECORDS))
}

export function updateRecord(chainId: number, account: string, hash: string, update: (record: TransactionRecord) => TransactionRecord): TransactionRecord | undefined {
  let updated: TransactionRecord | undefined
  const list = getHistory(chainId, account).map((record) => {
    if (record.hash !== hash) return record
    updated = update(record)
    return updated
  })
  if (updated) save(chainId, account, list)
  return updated
}

export function clearHistory(chainId: number, account: string): void {
  cache.delete(historyKey(chainId, account))
  removeStored(historyKey(chainId, account))
  subscribers.notify()
}

export function resetHistoryCache(): void {
  cache.clear()
}

export function useHistory(chainId: number, account: string | undefined): readonly TransactionRecord[] {
  return useSyncExternalStore(subscribers.subscribe, () => getHistory(chainId, account))
}
