import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '@hapdex/core/i18n/languages'
import { exchangeConfigsQueryOptions } from '../features/flashExchange/api/exchangeConfigs.ts'
import { bannersQueryOptions } from '../features/home/api/bannerList.ts'
import { bannerListEndpoint, exchangeConfigsEndpoint, noticeLatestEndpoint } from '../lib/endpoints.ts'
import { latestNoticeQueryOptions } from '../lib/latestNotice.ts'
import type { AnyEndpoint, LazyEndpoint } from '../lib/lazyEndpoint.ts'
import { getSettings } from '../lib/settings.ts'
import { routeOfHash, routeRequests } from './firstScreen.ts'

type Prefetch = (queryClient: QueryClient, language: Language) => Promise<void>

/**
 * The query each request `routeRequests` (firstScreen.ts) may start early is cached under: the
 * app's start puts the answers in the query cache as they arrive (the api client takes each early
 * request over), so the screen's first render has them. Left to the screen, its first render
 * showed nothing there and a second render, a task of its own, added the banner or the notice
 * popup: the page's largest paint, a render later.
 */
export const earlyQueries: ReadonlyMap<LazyEndpoint<AnyEndpoint>, Prefetch> = new Map<LazyEndpoint<AnyEndpoint>, Prefetch>([
  [bannerListEndpoint, (queryClient, language) => queryClient.prefetchQuery(bannersQueryOptions(language))],
  [noticeLatestEndpoint, (queryClient, language) => queryClient.prefetchQuery(latestNoticeQueryOptions(language))],
  [exchangeConfigsEndpoint, (queryClient) => queryClient.prefetchQuery(exchangeConfigsQueryOptions())],
])

/**
 * Starts the queries of the route the page opened on, in the language its requests were made in;
 * settles when all of them have (a prefetch never fails: an error is the screen's to show).
 */
export function prefetchFirstScreenQueries(queryClient: QueryClient, hash: string): Promise<void> {
  const language = getSettings().language
  const prefetches = (routeRequests[routeOfHash(hash)] ?? []).map((endpoint) => earlyQueries.get(endpoint)?.(queryClient, language))
  return Promise.all(prefetches).then(() => undefined)
}
