import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { registerAuthRoutes } from './auth/auth.routes.ts'
import { registerAuth } from './auth/authPlugin.ts'
import { evictRevokedSessions } from './auth/sessionRevocation.ts'
import { appNotifications } from './http/appNotifications.ts'
import { forgetChangedSettings } from './modules/admin/forgetChangedSettings.ts'
import { echoRequestId, requestIdGenerator } from './http/requestId.ts'
import { registerHealthRoutes } from './modules/health/health.routes.ts'
import { registerHttpMetrics } from './modules/metrics/httpMetrics.ts'
import { DEVNET_CHAIN_ID, type Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { Registry } from 'prom-client'
import { registerApiDocs } from './http/apiDocs.ts'
import { registerErrorHandlers } from './http/errorHandler.ts'
import { registerRateLimit, registerSecurityHeaders } from './http/security.ts'
import { connectRedis } from './redis/connectRedis.ts'
import { siteOrigin, type SiteOrigin } from './http/siteOrigin.ts'
import { createSerializerCompiler } from './http/serializerCompiler.ts'
import { registerWebApp } from './http/webApp.ts'
import { registerActivityRoutes } from './modules/activity/activity.routes.ts'
import { registerBasicRoutes } from './modules/basic/basic.routes.ts'
import { registerUserRoutes } from './modules/user/user.routes.ts'
import { registerSignedActionRoutes } from './auth/signedAction.routes.ts'
import { registerRechargeRoutes } from './modules/recharge/recharge.routes.ts'
import { registerTransferRoutes } from './modules/transfer/transfer.routes.ts'
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts'
import { createWalletContext } from './modules/wallet/walletContext.ts'
import { registerWithdrawRoutes } from './modules/withdraw/withdraw.routes.ts'
import { registerAdminRoutes } from './modules/admin/admin.routes.ts'
import { registerExchangeRoutes } from './modules/exchange/exchange.routes.ts'
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.ts'
import { registerInviteRoutes } from './modules/invite/invite.routes.ts'
import { registerUploadRoutes } from './modules/upload/upload.routes.ts'
import { registerTokenRoutes } from './modules/token/token.routes.ts'
import { createTokenContext } from './modules/token/tokenContext.ts'
import { registerTokenListRoutes } from './modules/tokenlists/tokenLists.routes.ts'
import { walletTodayReward } from '@hapdex/core/api/wallet'
import { registerEndpoint } from './http/registerEndpoint.ts'
import { createProgrammes, type CreateProgrammesParameters, type Programmes } from './programmes/base/createProgrammes.ts'
import { registerProgrammeAdminRoutes } from './programmes/base/programmeAdmin.routes.ts'
import { adminEndpoints } from './modules/admin/adminGuard.ts'
import { registerProgrammeAccounts } from './programmes/base/registry/programmeRegistry.ts'
import { programmeList } from './programmes/programmeList.ts'
import { depositTransfers } from './programmes/base/deposits/confirmedTransfers.ts'
import { standingReader } from './programmes/base/standings/standing.ts'
import { todayRewardList } from './programmes/base/todayRewards.ts'

export interface BuildAppOptions {
  config: Config
  /** A migrated database (see createDb and migrateToLatest); the caller owns its lifetime. */
  db: Db
  /** The chain this deployment serves, with RPC_URL already applied. */
  chain: ChainConfig
  /**
   * Serialize every response with zod as well and fail on any difference or on data zod rejects.
   * On by default under vitest, so every test checks the fast serializers; off in production.
   */
  verifyResponses?: boolean
  /** The programme context and runner the workers share (server.ts); tests may bring a clock and prices instead. */
  programmes?: Programmes | Omit<CreateProgrammesParameters, 'config' | 'db' | 'chain' | 'definitions'>
  /** The site's origin; startServer passes one it completes once listening. By default PUBLIC_ORIGIN's. */
  origin?: SiteOrigin
  /** The wall clock operator requests expire by (tests move it); never the programmes' movable clock. */
  operatorClock?: () => Date
  /** The process's metrics registry (METRICS_PORT set): every answer is counted and timed in it. */
  metrics?: Registry
}

/** Builds the API and, when built, the web app. Does not listen: main.ts does, tests inject. */
export async function buildApp({ config, db, chain, verifyResponses = process.env['VITEST'] !== undefined, programmes: programmeOptions = {}, origin = siteOrigin(config), operatorClock, metrics }: BuildAppOptions): Promise<FastifyInstance> {
  if (chain.chainId !== config.chainId) throw new Error(`chain config is for chain ${chain.chainId}, CHAIN_ID is ${config.chainId}`)
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Small JSON bodies only; uploads get their own limit where they are accepted.
    bodyLimit: 256 * 1024,
    // X-Forwarded-For (and -Host, -Proto) are believed only from the configured proxies; else request.ip is the socket's.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    genReqId: requestIdGenerator(config.trustedProxies),
    requestIdLogLabel: 'request_id',
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createSerializerCompiler({ verify: verifyResponses }))
  registerErrorHandlers(app)
  echoRequestId(app)
  // Before every route and plugin, so each answer is counted, rate-limited and rejected ones too.
  if (metrics !== undefined) registerHttpMetrics(app, metrics)

  // Order matters: the session is resolved before rate limiting keys on it.
  registerSecurityHeaders(app, chain.rpcUrls)
  const sessions = registerAuth(app, db)
  const notifications = appNotifications(app, config, db)
  evictRevokedSessions(notifications, sessions)
  // Decision 0049: with REDIS_URL every process counts against the same limits.
  const redis = config.redisUrl === undefined ? undefined : await connectRedis(app, { url: config.redisUrl, meanwhile: "rate limits count in this process's memory until it answers" })
  await registerRateLimit(app, { perSession: config.rateLimitMax, perClient: config.rateLimitClientMax, shared: redis && { redis, prefix: config.redisPrefix } })
  await registerApiDocs(app)

  registerAuthRoutes(app, { db, config, origin, notifications })
  registerUserRoutes(app, { db })
  registerBasicRoutes(app, { db, config, origin, chain })
  registerActivityRoutes(app, { db })
  registerSignedActionRoutes(app, { db })
  const programmes = 'runner' in programmeOptions ? programmeOptions : createProgrammes({ config, db, chain, definitions: programmeList, ...programmeOptions })
  // The money rules read the programmes' clock: on the devnet the operator's moved clock opens a new 24-hour window too.
  const wallet = createWalletContext({ db, config, chain, now: () => programmes.ctx.clock.now() })
  forgetChangedSettings(notifications, { tokens: [wallet.tokens, programmes.ctx.tokens], configs: [programmes.ctx.configs] })
  await registerHealthRoutes(app, { config, db, publicClient: wallet.publicClient, devnet: config.chainId === DEVNET_CHAIN_ID })
  registerWalletRoutes(app, wallet)
  registerRechargeRoutes(app, wallet)
  registerWithdrawRoutes(app, wallet)
  registerTransferRoutes(app, wallet)
  registerUploadRoutes(app, { db, config })
  registerFeedbackRoutes(app, { db })
  registerExchangeRoutes(app, wallet)
  registerInviteRoutes(app, { db })
  registerAdminRoutes(app, wallet, notifications, operatorClock)
  registerTokenRoutes(app, createTokenContext({ db, chain, reorgDepth: config.indexerReorgDepth }))

  registerTokenListRoutes(app, { dataDir: config.dataDir, chain })

  await registerProgrammeAccounts(db, programmes.registry)
  const programmeRouteTools = { admin: adminEndpoints(app, { config, db, tokens: wallet.tokens }), standings: standingReader(programmes.registry.standings), deposits: depositTransfers(wallet) }
  for (const programme of programmes.registry.programmes) programme.routes(app, programmes.ctx, programmeRouteTools)
  registerProgrammeAdminRoutes(app, config, programmes.ctx, programmes.runner, notifications)
  registerEndpoint(app, walletTodayReward, ({ user }) => todayRewardList(programmes.ctx, user.id))

  await registerWebApp(app, config.adminDist, { prefix: '/admin/' })
  await registerWebApp(app, config.webDist)
  return app
}
