import { feedbackCategories, feedbackList, feedbackPost, feedbackReplyList } from '@hapdex/core/api/feedback'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import * as service from './feedback.service.ts'

export function registerFeedbackRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerEndpoint(app, feedbackCategories, async ({ request }) => service.categories(languageOf(request)))
  registerEndpoint(app, feedbackList, ({ input, user, request }) => service.ownFeedback(db, user.id, input, languageOf(request)))
  registerEndpoint(app, feedbackReplyList, ({ input, user, request }) => service.ownReplies(db, user.id, input.id, languageOf(request)))
  registerEndpoint(app, feedbackPost, ({ input, user, request }) => service.postFeedback(db, user, input, languageOf(request)))
}
