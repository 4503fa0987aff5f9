import * as api from '@hapdex/core/api/admin'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../http/apiError.ts'
import { API_PREFIX } from '../../http/registerEndpoint.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { adminEndpoints, requireAdmin } from './adminGuard.ts'
import { listAudit } from './audit/operatorAudit.ts'
import * as content from './adminContent.service.ts'
import * as feedback from './adminFeedback.service.ts'
import * as money from './adminMoney.service.ts'
import * as partner from './adminPartner.service.ts'
import { ledgerCheckView } from './adminLedger.service.ts'

const ADMIN_PREFIX = `${API_PREFIX}/admin/`

/**
 * Operators only: the check runs on request, before input validation, so other callers learn
 * nothing about these routes' inputs; each handler checks again in case a path moves.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: WalletContext): void {
  const { db } = ctx
  // Callback style: it runs on every request of the app, and a sync hook costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return done()
    try {
      if (request.user === null) throw new ApiError('unauthorized')
      requireAdmin(ctx.config, request.user)
      done()
    } catch (error) {
      done(error as Error)
    }
  })
  const admin = adminEndpoints(app, ctx.config)

  admin(api.adminSession, async ({ user }) => ({ address: user.address }))
  admin(api.adminAuditList, ({ input }) => listAudit(db, input))
  admin(api.adminFeedbackList, ({ input, request }) => feedback.feedbackList(db, input, languageOf(request)))
  admin(api.adminFeedbackReply, ({ input, user }) => feedback.replyToFeedback(db, user.address, input.id, input.content))
  admin(api.adminBannerList, () => content.bannerList(db))
  admin(api.adminBannerSave, ({ input }) => content.saveBanner(db, input))
  admin(api.adminBannerDelete, ({ input }) => content.deleteBanner(db, input.id))
  admin(api.adminNoticeList, ({ input }) => content.noticeList(db, input))
  admin(api.adminNoticeSave, ({ input }) => content.saveNotice(db, input))
  admin(api.adminNoticeDelete, ({ input }) => content.deleteNotice(db, input.group, input.lang))
  admin(api.adminExchangeList, () => money.exchangePairs(ctx))
  admin(api.adminExchangeSave, ({ input }) => money.saveExchangePair(ctx, input))
  admin(api.adminExchangeDelete, ({ input }) => money.deleteExchangePair(ctx, input.id))
  admin(api.adminLedgerCheck, () => ledgerCheckView(ctx))
  admin(api.adminPartnerLevel, ({ input }) => partner.setPartnerLevel(db, input.address, input.team_level))
}
