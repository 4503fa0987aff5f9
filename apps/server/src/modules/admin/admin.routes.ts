import * as api from '@hapdex/core/api/admin'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../http/apiError.ts'
import { API_PREFIX } from '../../http/registerEndpoint.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { adminEndpoints, requireAdmin } from './adminGuard.ts'
import type { Notifications } from '../../db/notifications.ts'
import { checkAuditChain } from './audit/auditCheck.ts'
import { endOperatorSessions, touchOperatorSession } from './operatorSessions.ts'
import { registerOperatorRequestRoutes } from './operatorRequests/operatorRequests.routes.ts'
import { audited, listAudit } from './audit/operatorAudit.ts'
import * as content from './adminContent.service.ts'
import * as feedback from './adminFeedback.service.ts'
import * as money from './adminMoney.service.ts'
import * as partner from './adminPartner.service.ts'
import { ledgerCheckView, solvencyView, workersView } from './adminLedger.service.ts'
import * as tokens from './adminTokens.service.ts'
import * as users from './adminUsers.service.ts'

const ADMIN_PREFIX = `${API_PREFIX}/admin/`

/**
 * Operators only: the check runs on request, before input validation, so other callers learn
 * nothing about these routes' inputs; each handler checks again in case a path moves.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: WalletContext, notifications: Notifications, operatorClock: () => Date = () => new Date()): void {
  const { db } = ctx
  // Callback style: it runs on every request of the app, and a sync hook costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return done()
    try {
      if (request.user === null) throw new ApiError('unauthorized')
      requireAdmin(ctx.config, request.user)
    } catch (error) {
      return done(error as Error)
    }
    touchOperatorSession(db, ctx.config, request.user.tokenHash, operatorClock()).then(() => done(), done)
  })
  const admin = adminEndpoints(app, ctx)
  registerOperatorRequestRoutes(app, ctx, operatorClock)

  admin(api.adminSession, async ({ user }) => ({ address: user.address }))
  admin(api.adminSessionEndAll, async ({ user }) => {
    const subject = { actor: user.address, action: 'operator.sign_out_everywhere', target: `operator:${user.address}` }
    const ended = await audited(db, subject, async () => null, (trx) => endOperatorSessions(trx, user.address))
    // Every process forgets the address's sessions at once (sessionRevocation.ts).
    await notifications.publish('session.revoked', { address: user.address })
    return { ended }
  })
  admin(api.adminAuditList, ({ input }) => listAudit(db, input))
  admin(api.adminAuditCheck, () => checkAuditChain(db))
  admin(api.adminFeedbackList, ({ input, request }) => feedback.feedbackList(db, input, languageOf(request)))
  const actor = (user: { address: string }, action: string, target: string) => ({ actor: user.address, action, target })
  admin(api.adminFeedbackReply, ({ input, user }) =>
    audited(db, actor(user, 'feedback.reply', `feedback:${input.id}`), (trx) => feedback.feedbackReplies(trx, input.id), (trx) => feedback.replyToFeedback(trx, user.address, input.id, input.content)),
  )
  admin(api.adminBannerList, () => content.bannerList(db))
  admin(api.adminBannerSave, ({ input, user }) => {
    // A new banner's id is known once it is inserted: the entry is named after it.
    let id = input.id
    return audited(
      db,
      () => actor(user, input.id === undefined ? 'banner.create' : 'banner.update', `banner:${id}`),
      (trx) => (id === undefined ? Promise.resolve(null) : content.bannerById(trx, id)),
      async (trx) => {
        const saved = await content.saveBanner(trx, input)
        id = saved.id
        return saved
      },
    )
  })
  admin(api.adminBannerDelete, ({ input, user }) => audited(db, actor(user, 'banner.delete', `banner:${input.id}`), (trx) => content.bannerById(trx, input.id), (trx) => content.deleteBanner(trx, input.id)))
  admin(api.adminNoticeList, ({ input }) => content.noticeList(db, input))
  admin(api.adminNoticeSave, ({ input, user }) => {
    let group = input.group
    return audited(
      db,
      () => actor(user, 'notice.save', `notice:${group}:${input.lang}`),
      (trx) => (group === undefined ? Promise.resolve(null) : content.noticeByGroup(trx, group, input.lang)),
      async (trx) => {
        const saved = await content.saveNotice(trx, input)
        group = saved.group
        return saved
      },
    )
  })
  admin(api.adminNoticeDelete, ({ input, user }) =>
    audited(db, actor(user, 'notice.delete', `notice:${input.group}${input.lang === undefined ? '' : `:${input.lang}`}`), (trx) => content.noticeByGroup(trx, input.group, input.lang), (trx) => content.deleteNotice(trx, input.group, input.lang)),
  )
  admin(api.adminExchangeList, () => money.exchangePairs(ctx))
  // The tokens are read before the transaction (the catalog has its own connection; PGlite has one).
  admin(api.adminExchangeSave, async ({ input, user }) => {
    const catalog = await ctx.tokens.all()
    const which = (pair: { t1: { token_id: number }; t2: { token_id: number } }) => pair.t1.token_id === input.t1_id && pair.t2.token_id === input.t2_id
    return audited(db, actor(user, 'exchange.save', `exchange_pair:${input.t1_id}-${input.t2_id}`), (trx) => money.exchangePairOf(ctx, trx, catalog, which), (trx) => money.saveExchangePair(ctx, input, trx, catalog))
  })
  admin(api.adminExchangeDelete, async ({ input, user }) => {
    const catalog = await ctx.tokens.all()
    return audited(db, actor(user, 'exchange.delete', `exchange_pair:${input.id}`), (trx) => money.exchangePairOf(ctx, trx, catalog, (pair) => pair.id === input.id), (trx) => money.deleteExchangePair(ctx, input.id, trx))
  })
  admin(api.adminLedgerCheck, () => ledgerCheckView(ctx))
  admin(api.adminWorkers, () => workersView(ctx))
  admin(api.adminSolvency, () => solvencyView(ctx))
  admin(api.adminTokenList, () => tokens.tokenSettingsList(db, ctx.config))
  admin(api.adminTokenSave, async ({ input, user }) => {
    const saved = await audited(db, actor(user, 'token.save', `token:${input.id}`), (trx) => tokens.tokenSettings(trx, input.id, ctx.config), (trx) => tokens.saveTokenSettings(trx, input, ctx.config), { onlyChanges: true })
    // Fees and limits are read through each process's token cache.
    await notifications.publish('settings.changed', { area: 'tokens' })
    return saved
  })
  admin(api.adminUserList, ({ input }) => users.userList(db, ctx.tokens, input))
  admin(api.adminUserBills, ({ input }) => users.userBills(db, ctx.tokens, input))
  admin(api.adminPartnerLevel, ({ input, user }) =>
    audited(db, actor(user, 'partner.level', `user:${input.address}`), (trx) => partner.partnerLevelOf(trx, input.address), (trx) => partner.setPartnerLevel(trx, input.address, input.team_level)),
  )
}
