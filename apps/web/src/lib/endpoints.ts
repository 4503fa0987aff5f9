import type { bannerList as BannerList, noticeLatest as NoticeLatest, siteConfig as SiteConfig } from '@hapdex/core/api/basic'
import type { authLogin as AuthLogin, authLogout as AuthLogout, authNonce as AuthNonce } from '@hapdex/core/api/auth'
import type { exchangeConfigs as ExchangeConfigs } from '@hapdex/core/api/exchange'
import type { bindRecommender as BindRecommender, register as Register, userInfo as UserInfo } from '@hapdex/core/api/user'
import { lazyEndpoint } from './lazyEndpoint.ts'

/**
 * The endpoints the shell and the first screen call, by method and path: their zod contracts
 * (and zod itself) load with the first response to check, not with the entry chunk
 * (docs/decisions/0012-first-load.md). Screens' own chunks import their contracts directly.
 * `endpoints.test.ts` checks every one against its contract.
 */
const basic = () => import('@hapdex/core/api/basic')
const auth = () => import('@hapdex/core/api/auth')
const user = () => import('@hapdex/core/api/user')
const exchange = () => import('@hapdex/core/api/exchange')

export const siteConfigEndpoint = lazyEndpoint<typeof SiteConfig>('GET', '/basic/config', () => basic().then((m) => m.siteConfig))
export const noticeLatestEndpoint = lazyEndpoint<typeof NoticeLatest>('GET', '/basic/notice/latest', () => basic().then((m) => m.noticeLatest))
export const bannerListEndpoint = lazyEndpoint<typeof BannerList>('GET', '/basic/banner/list', () => basic().then((m) => m.bannerList))
export const authNonceEndpoint = lazyEndpoint<typeof AuthNonce>('GET', '/auth/nonce', () => auth().then((m) => m.authNonce))
export const authLoginEndpoint = lazyEndpoint<typeof AuthLogin>('POST', '/auth/login', () => auth().then((m) => m.authLogin))
export const authLogoutEndpoint = lazyEndpoint<typeof AuthLogout>('POST', '/auth/logout', () => auth().then((m) => m.authLogout))
export const registerEndpoint = lazyEndpoint<typeof Register>('POST', '/register', () => user().then((m) => m.register))
export const userInfoEndpoint = lazyEndpoint<typeof UserInfo>('GET', '/uc/info', () => user().then((m) => m.userInfo))
export const bindRecommenderEndpoint = lazyEndpoint<typeof BindRecommender>('POST', '/uc/bind-recommender', () => user().then((m) => m.bindRecommender))
export const exchangeConfigsEndpoint = lazyEndpoint<typeof ExchangeConfigs>('GET', '/exchange/configs', () => exchange().then((m) => m.exchangeConfigs))
