import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { address } from '@hapdex/core/chain/chainConfig'
import { createSubscribers, readStored, writeStored } from '../../../lib/storage.ts'

/** Spec 3 stored pool pair. */
export const storedPair = z.lazy(() =>
  z.object({
    fromAddress: address,
    fromSymbol: z.string(),
    fromDecimals: z.number().int().min(0).max(36),
    toAddress: address,
    toSymbol: z.string(),
    toDecimals: z.number().int().min(0).max(36),
    lpAddress: address,
  }),
)
export type StoredPair = z.infer<typeof storedPair>

/** The exchange's key (lpList for V1, lpListV2 for V2), per chain. */
export const storedPairsKey = (storageKey: string, chainId: number) => `hapdex.${storageKey}.${chainId}`

const subscribers = createSubscribers()
const cache = new Map<string, readonly StoredPair[]>()

/** Spec 8: missing or invalid storage is an empty list; bad entries and repeated lpAddresses are dropped. */
export function parseStoredPairs(value: unknown): StoredPair[] {
  const list = z.array(z.unknown()).catch([]).parse(value)
  const seen = new Set<string>()
  return list.flatMap((entry) => {
    const parsed = storedPair.safeParse(entry)
    if (!parsed.success) return []
    const key = parsed.data.lpAddress.toLowerCase()
    if (seen.has(key)) return []
    seen.add(key)
    return [parsed.data]
  })
}

export function getStoredPairs(key: string): readonly StoredPair[] {
  const cached = cache.get(key)
  if (cached) return cached
  const list = parseStoredPairs(readStored(key))
  cache.set(key, list)
  return list
}

function save(key: string, list: readonly StoredPair[]) {
  cache.set(key, list)
  writeStored(key, list)
  subscribers.notify()
}

/** Adds the pair, or replaces the entry with the same lpAddress (never two of one pool). */
export function saveStoredPair(key: string, pair: StoredPair): void {
  save(key, [...withoutPair(getStoredPairs(key), pair.lpAddress), pair])
}

export function removeStoredPair(key: string, lpAddress: string): void {
  save(key, withoutPair(getStoredPairs(key), lpAddress))
}

function withoutPair(list: readonly StoredPair[], lpAddress: string): StoredPair[] {
  return list.filter((entry) => entry.lpAddress.toLowerCase() !== lpAddress.toLowerCase())
}

/** Tests seed storage directly; this forgets what was read. */
export function resetStoredPairsCache(): void {
  cache.clear()
}

export function useStoredPairs(key: string): readonly StoredPair[] {
  return useSyncExternalStore(subscribers.subscribe, () => getStoredPairs(key))
}
