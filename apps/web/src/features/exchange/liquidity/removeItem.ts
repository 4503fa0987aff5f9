import { storedPair, type StoredPair } from './storedPairs.ts'

/** Spec 2: the removal route receives the position as the serialized `item` query parameter. */
export function serializeRemoveItem(pair: StoredPair): string {
  return JSON.stringify(pair)
}

/** The position of an `item` parameter, or undefined for a missing or altered one. */
export function parseRemoveItem(text: string | null): StoredPair | undefined {
  if (!text) return undefined
  try {
    const parsed = storedPair.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
