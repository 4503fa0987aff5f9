import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { databaseTarget, isPostgresUrl } from '../db/createDb.ts'
import type { Db } from '../db/database.ts'
import type { Notifications } from '../db/notifications.ts'
import { openNotifications } from '../db/postgresNotifications.ts'

/**
 * The notifications an app's caches listen to (decision 0050), for the config's database and
 * closed with the app. The app is ready once the first attempt to listen is over, so nothing is
 * cached before this process can hear of a revocation.
 */
export function appNotifications(app: FastifyInstance, config: Config, db: Db): Notifications {
  const target = databaseTarget(config)
  // LISTEN is session state: past a transaction-mode pooler, on DATABASE_DIRECT_URL (decision 0051).
  const listenAt = isPostgresUrl(target) ? (config.database.directUrl ?? target) : target
  const notifications = openNotifications(listenAt, db, app.log)
  app.addHook('onReady', () => notifications.ready)
  app.addHook('onClose', () => notifications.close())
  return notifications
}
