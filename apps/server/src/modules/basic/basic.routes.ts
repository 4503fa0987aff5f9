import { bannerList, noticeDetail, noticeLatest, noticeList, siteConfig } from '@hapdex/core/api/basic'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { pickLanguage, type Language } from '@hapdex/core/i18n/languages'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { SiteOrigin } from '../../http/siteOrigin.ts'
import * as service from './basic.service.ts'

function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['lang']
  return pickLanguage(Array.isArray(header) ? header[0] : header)
}

/** Where images are served from: the site's origin; only a bare test app without one shows the request's. */
function publicOrigin(origin: SiteOrigin, request: FastifyRequest): string {
  return origin.value ?? `${request.protocol}://${request.host}`
}

export function registerBasicRoutes(app: FastifyInstance, deps: { db: Db; config: Config; origin: SiteOrigin; chain: ChainConfig }): void {
  const { db, config, origin, chain } = deps
  registerEndpoint(app, siteConfig, async ({ request }) =>
    service.siteConfig({ origin: publicOrigin(origin, request), chain, chatUrl: config.chatUrl }),
  )
  registerEndpoint(app, bannerList, ({ request }) => service.banners(db, requestLanguage(request)))
  registerEndpoint(app, noticeLatest, ({ request }) => service.latestNotice(db, requestLanguage(request)))
  registerEndpoint(app, noticeList, ({ input, request }) => service.noticeList(db, requestLanguage(request), input))
  registerEndpoint(app, noticeDetail, ({ input, request }) => service.noticeDetail(db, requestLanguage(request), input.id))
}
