import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '@hapdex/core/i18n/languages'
import type { RouteName } from '../config/paths.ts'
import { bannersQueryOptions } from '../features/home/api/bannerList.ts'
import { latestNoticeQueryOptions } from '../lib/latestNotice.ts'
import { getSettings } from '../lib/settings.ts'
import { routeOfHash } from './firstScreen.ts'

type Prefetch = (queryClient: QueryClient, language: Language) => Promise<void>

/**
 * The queries of the requests `routeRequests` (firstScreen.ts) starts early, by route: the app's
 * start puts their answers in the query cache as they arrive (the api client takes each early
 * request over), so the screen's first render has them. Left to the screen, its first render
 * showed nothing there and a second render, a task of its own, added the banner or the notice
 * popup: the page's largest paint, a render later.
 */
export const routeQueries: Partial<Record<RouteName, Prefetch>> = {
  Index: (queryClient, language) => queryClient.prefetchQuery(bannersQueryOptions(language)),
  Swap: (queryClient, language) => queryClient.prefetchQuery(latestNoticeQueryOptions(language)),
  SwapV2: (queryClient, language) => queryClient.prefetchQuery(latestNoticeQueryOptions(language)),
}

/** Starts the queries of the route the page opened on, in the language its requests were made in. */
export function prefetchFirstScreenQueries(queryClient: QueryClient, hash: string): void {
  void routeQueries[routeOfHash(hash)]?.(queryClient, getSettings().language)
}
