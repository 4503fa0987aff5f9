/**
 * localStorage that never throws: private modes and full quotas make the real one throw, and a
 * broken store must not take the app down (the spec: invalid storage means defaults).
 */
export function readStored(key: string): unknown {
  try {
    const text = globalThis.localStorage?.getItem(key)
    return text == null ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the value lives for this page only, which is the best we can do.
    return
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    return
  }
}

/** A tiny external store for useSyncExternalStore. */
export function createSubscribers() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify() {
      for (const listener of listeners) listener()
    },
  }
}
