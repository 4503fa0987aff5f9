import { actionNonce } from '@hapdex/core/api/signedAction'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { registerEndpoint } from '../http/registerEndpoint.ts'
import { issueActionNonce } from './signedAction.ts'

export function registerSignedActionRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerEndpoint(app, actionNonce, ({ user }) => issueActionNonce(db, user.id))
}
