import { z } from 'zod'

/**
 * What one process tells the others about state they cache (decision 0050). Every payload stays
 * far below NOTIFY's 8000 bytes: a revocation names one token or one address, never a list.
 */
export const notificationSchemas = {
  /** Sessions ended: one by its token's hash (a logout), or every session of an address (sign out everywhere). */
  'session.revoked': z.union([z.object({ tokenHash: z.string() }), z.object({ address: z.string() })]),
  /** Settings an operator edits changed: a cache holding them reads them afresh. */
  'settings.changed': z.union([z.object({ area: z.literal('tokens') }), z.object({ area: z.literal('programme'), name: z.string() })]),
}

export type NotificationKind = keyof typeof notificationSchemas
export type NotificationPayload<K extends NotificationKind> = z.output<(typeof notificationSchemas)[K]>
export type NotificationHandler<K extends NotificationKind> = (payload: NotificationPayload<K>) => void

export interface Notifications {
  /**
   * Tells this process at once and every other one sharing the database. Call it after the
   * change commits: a process told before would read the old state again.
   */
  publish<K extends NotificationKind>(kind: K, payload: NotificationPayload<K>): Promise<void>
  /** Answers the unsubscribe. */
  subscribe<K extends NotificationKind>(kind: K, handler: NotificationHandler<K>): () => void
  /**
   * Runs when notifications may have been missed (the listening connection was lost and is back,
   * or a message could not be read): a cache drops everything it holds.
   */
  onMissed(handler: () => void): () => void
  /** Settles once the first listening attempt has succeeded or failed (reconnects go on after a failure). */
  readonly ready: Promise<void>
  close(): Promise<void>
}

/** The subscribers of one process, and delivery to them. */
export interface NotificationHub {
  subscribe: Notifications['subscribe']
  onMissed: Notifications['onMissed']
  deliver<K extends NotificationKind>(kind: K, payload: NotificationPayload<K>): void
  /** A message as another process sent it: read through its kind's schema, or treated as missed. */
  deliverRaw(kind: unknown, payload: unknown): void
  missed(): void
}

type AnyHandler = (payload: unknown) => void

export function createNotificationHub(onHandlerError: (error: unknown) => void = () => undefined): NotificationHub {
  const handlers = new Map<NotificationKind, Set<AnyHandler>>()
  const missedHandlers = new Set<() => void>()
  // One handler's failure must not keep the others from evicting.
  const run = (handler: () => void) => {
    try {
      handler()
    } catch (error) {
      onHandlerError(error)
    }
  }
  const hub: NotificationHub = {
    subscribe(kind, handler) {
      const set = handlers.get(kind) ?? new Set()
      handlers.set(kind, set)
      set.add(handler as AnyHandler)
      return () => set.delete(handler as AnyHandler)
    },
    onMissed(handler) {
      missedHandlers.add(handler)
      return () => missedHandlers.delete(handler)
    },
    deliver(kind, payload) {
      for (const handler of handlers.get(kind) ?? []) run(() => handler(payload))
    },
    deliverRaw(kind, payload) {
      const schema = typeof kind === 'string' && Object.hasOwn(notificationSchemas, kind) ? notificationSchemas[kind as NotificationKind] : undefined
      const parsed = schema?.safeParse(payload)
      // A message this version cannot read (a newer one's kind in a rolling deploy) may have been a revocation.
      if (parsed === undefined || !parsed.success) return hub.missed()
      hub.deliver(kind as NotificationKind, parsed.data)
    },
    missed() {
      for (const handler of missedHandlers) run(handler)
    },
  }
  return hub
}

/** One process is the whole deployment (PGlite's, or a test's): delivering here is telling everyone. */
export function createLocalNotifications(onHandlerError?: (error: unknown) => void): Notifications {
  const hub = createNotificationHub(onHandlerError)
  return {
    subscribe: hub.subscribe,
    onMissed: hub.onMissed,
    publish: async (kind, payload) => hub.deliver(kind, payload),
    ready: Promise.resolve(),
    close: async () => undefined,
  }
}
