import {
  parentLevelInfo,
  partnerChildrenList,
  partnerLevelInfo,
  userCenterBind,
  userCenterChildrenList,
  userCenterInviteEdit,
  userCenterInviteInfo,
} from '@hapdex/core/api/invite'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { bindRecommender } from '../user/user.service.ts'
import * as service from './invite.service.ts'

export function registerInviteRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerEndpoint(app, userCenterChildrenList, ({ input, user }) => service.children(db, user.id, input))
  registerEndpoint(app, partnerChildrenList, ({ input, user }) => service.children(db, user.id, input))
  registerEndpoint(app, partnerLevelInfo, ({ user }) => service.levelInfo(db, user.id))
  registerEndpoint(app, parentLevelInfo, ({ user }) => service.parentLevelInfo(db, user.id))
  registerEndpoint(app, userCenterInviteInfo, ({ user }) => service.inviteInfo(db, user.id))
  registerEndpoint(app, userCenterInviteEdit, ({ input, user }) => service.editInviteCode(db, user.id, input.invite_code))
  // The user module owns the binding rules; this path is the invitation page's name for them.
  registerEndpoint(app, userCenterBind, ({ input, user }) => bindRecommender(db, user.id, input.parent_addr))
}
