import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { exchangeConfigsQueryOptions } from '../features/flashExchange/api/exchangeConfigs.ts'
import { bannersQueryOptions } from '../features/home/api/bannerList.ts'
import { dropEarlyRequests } from '../lib/earlyRequests.ts'
import { latestNoticeQueryOptions } from '../lib/latestNotice.ts'
import { loadFirstScreen, routeRequests } from './firstScreen.ts'
import { earlyQueries, prefetchFirstScreenQueries } from './firstScreenQueries.ts'

const answers: Record<string, unknown> = {
  '/api/basic/config': { code: 200, msg: 'ok', data: {} },
  '/api/basic/notice/latest': { code: 200, msg: 'ok', data: { notice: { id: 3, group: 2, lang: 'en-US', title: 'Invite your friends', created_at: '2026-11-20T08:00:00Z' } } },
  '/api/basic/banner/list': { code: 200, msg: 'ok', data: { list: [] } },
  '/api/exchange/configs': { code: 200, msg: 'ok', data: { token_list: [], exchange_map: {} } },
}

function stubApi() {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url] ?? { code: 404, msg: 'no such answer', data: null })))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('first screen queries', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    dropEarlyRequests()
  })

  it('cover every request a route starts early', () => {
    for (const endpoint of Object.values(routeRequests).flat()) expect(earlyQueries.has(endpoint), endpoint.path).toBe(true)
  })

  it('put the swap screen’s notice in the cache from the early request, without asking again', async () => {
    const fetchMock = stubApi()
    await loadFirstScreen('#/Swap')
    const queryClient = new QueryClient()
    prefetchFirstScreenQueries(queryClient, '#/Swap')
    await vi.waitFor(() => expect(queryClient.getQueryData(latestNoticeQueryOptions('en-US').queryKey)?.notice?.title).toBe('Invite your friends'), { timeout: 5_000 })
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/basic/notice/latest')).toHaveLength(1)
  })

  it('put the flash exchange’s tokens and pairs in the cache from the early request, without asking again', async () => {
    const fetchMock = stubApi()
    await loadFirstScreen('#/Next/FlashExchange')
    const queryClient = new QueryClient()
    await prefetchFirstScreenQueries(queryClient, '#/Next/FlashExchange')
    expect(queryClient.getQueryData(exchangeConfigsQueryOptions().queryKey)).toEqual({ token_list: [], exchange_map: {} })
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/exchange/configs')).toHaveLength(1)
  })

  it('put the home banners and notice in the cache for the home screen, and nothing for a screen without early data', async () => {
    stubApi()
    await loadFirstScreen('#/Index')
    const queryClient = new QueryClient()
    await prefetchFirstScreenQueries(queryClient, '#/Index')
    expect(queryClient.getQueryData(bannersQueryOptions('en-US').queryKey)).toEqual({ list: [] })
    expect(queryClient.getQueryData(latestNoticeQueryOptions('en-US').queryKey)?.notice?.title).toBe('Invite your friends')
    await prefetchFirstScreenQueries(queryClient, '#/Assets')
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([bannersQueryOptions('en-US').queryKey, latestNoticeQueryOptions('en-US').queryKey])
  })
})
