import { activityJoin } from '@hapdex/core/api/user'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { joinActivity } from './activity.service.ts'

export function registerActivityRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerEndpoint(app, activityJoin, ({ input, user }) => joinActivity(db, user, input.address))
}
