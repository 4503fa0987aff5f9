import { bindRecommender, editUser, inviteInfo, recommender, register, userInfo } from '@hapdex/core/api/user'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import * as service from './user.service.ts'

export function registerUserRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerEndpoint(app, register, ({ input, user }) => service.register(db, user, input.address))
  registerEndpoint(app, userInfo, ({ user }) => service.userInfo(db, user.id))
  registerEndpoint(app, bindRecommender, ({ input, user }) => service.bindRecommender(db, user.id, input.parent_addr))
  registerEndpoint(app, recommender, ({ user }) => service.recommender(db, user.id))
  registerEndpoint(app, inviteInfo, ({ user }) => service.inviteInfo(db, user.id))
  registerEndpoint(app, editUser, ({ input, user }) => service.editUser(db, user.id, input.nickname))
}
