import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { isPostgresUrl } from './createDb.ts'
import type { Db } from './database.ts'
import { createLocalNotifications, createNotificationHub, type NotificationHub, type Notifications } from './notifications.ts'
import { startPostgresListener, type ListenerLog } from './postgresListener.ts'

export const NOTIFICATION_CHANNEL = 'hapdex_notifications'

export interface PostgresNotificationsParameters {
  /** The database's URL: the listening connection is opened from it, beside `db`'s pool. */
  url: string
  /** Where NOTIFY is sent from: the request pool (a NOTIFY returns its connection at once). */
  db: Db
  log: ListenerLog
}

/**
 * Notifications through PostgreSQL's NOTIFY, which reaches every process listening on the
 * database. This process's subscribers are told at once, not through its own listener, so they
 * still hear their own changes while the listener is away.
 */
export function createPostgresNotifications({ url, db, log }: PostgresNotificationsParameters): Notifications {
  const origin = randomUUID()
  const hub = createNotificationHub((error) => log.warn(`notifications: a subscriber failed: ${describe(error)}`))
  const listener = startPostgresListener({ url, channel: NOTIFICATION_CHANNEL, log, onNotification: (text) => receive(hub, origin, text), onReconnected: hub.missed })
  return {
    subscribe: hub.subscribe,
    onMissed: hub.onMissed,
    ready: listener.ready,
    close: listener.close,
    async publish(kind, payload) {
      hub.deliver(kind, payload)
      try {
        await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ origin, kind, payload })})`.execute(db)
      } catch (error) {
        // The change itself has committed: failing its request now would not undo it.
        log.warn(`notifications: ${kind} did not reach the other processes (${describe(error)}); their caches expire within seconds`)
      }
    },
  }
}

function receive(hub: NotificationHub, origin: string, text: string) {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return hub.missed()
  }
  if (typeof message !== 'object' || message === null) return hub.missed()
  const { origin: from, kind, payload } = message as Record<string, unknown>
  // Told at publish already.
  if (from === origin) return
  hub.deliverRaw(kind, payload)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * PostgreSQL's notifications for a postgres:// target; on PGlite the process is the whole
 * deployment, and telling its own subscribers is enough (PGlite has LISTEN too, within itself).
 */
export function openNotifications(target: string, db: Db, log: ListenerLog): Notifications {
  if (isPostgresUrl(target)) return createPostgresNotifications({ url: target, db, log })
  return createLocalNotifications((error) => log.warn(`notifications: a subscriber failed: ${describe(error)}`))
}
