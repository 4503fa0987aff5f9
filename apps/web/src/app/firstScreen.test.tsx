import { afterEach, describe, expect, it, vi } from 'vitest'
import { isValidElement, type ReactNode } from 'react'
import { matchRoutes, Outlet } from 'react-router'
import { paths, routeNames, type RouteName } from '../config/paths.ts'
import { dropEarlyRequests, takeEarlyRequest } from '../lib/earlyRequests.ts'
import { loadFirstScreen, routeOfHash, routeScreens, type ScreenName } from './firstScreen.ts'
import { buildRoutes } from './routes.tsx'

const routes = buildRoutes(<Outlet />)

/** The lazy screens an element renders, outermost first (a layout's screen is its child). */
function screensIn(element: ReactNode): ScreenName[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return []
  const name = (element.type as { screenName?: ScreenName }).screenName
  return [...(name ? [name] : []), ...screensIn(element.props.children)]
}

/** What the router renders for a path: the screens of every matched route, layouts first. */
function renderedScreens(path: string): ScreenName[] {
  return (matchRoutes(routes, path) ?? []).flatMap((match) => screensIn(match.route.element))
}

const redirects: Partial<Record<RouteName, RouteName>> = { snowguan: 'Invitation', MintPool: 'MintCenter' }

describe('first screen table', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    dropEarlyRequests()
  })

  it.each(routeNames)('%s loads the screens its route renders', (name) => {
    expect(routeScreens[name] ?? []).toEqual(renderedScreens(paths[redirects[name] ?? name]))
  })

  it('matches a hash as the router does: any case, without the query, home for unknown paths', () => {
    expect(routeOfHash('#/Next/SwapV2?inputCurrency=BNB')).toBe('SwapV2')
    expect(routeOfHash('#/next/swapv2')).toBe('SwapV2')
    expect(routeOfHash('#/MintPool/MintCenter/')).toBe('MintCenter')
    expect(routeOfHash('')).toBe('Index')
    expect(routeOfHash('#/')).toBe('Index')
    expect(routeOfHash('#/no/such/page')).toBe('Index')
  })

  it('requests the site config, the home banners and the latest notice early for the home screen, in the reader’s language', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    await loadFirstScreen('#/Index')
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/basic/config', '/api/basic/banner/list', '/api/basic/notice/latest'])
    const headers = { 'Content-Type': 'application/json', Lang: 'en-US' }
    expect(takeEarlyRequest('/api/basic/banner/list', { ...headers, Lang: 'ko-KR' })).toBeUndefined()
    expect(takeEarlyRequest('/api/basic/banner/list', headers)).toBeInstanceOf(Promise)
    // Once only: a later request gets a fresh answer.
    expect(takeEarlyRequest('/api/basic/banner/list', headers)).toBeUndefined()
  })

  describe('the home banner’s image', () => {
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])
    afterEach(() => {
      for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove()
    })

    function answer(bannerList: unknown) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => (url === '/api/basic/banner/list' ? Response.json(bannerList) : Response.json({}))),
      )
    }

    it('is preloaded, at high priority, as the banner list arrives; the list is still there for the app to take', async () => {
      answer({ code: 200, msg: 'success', data: { list: [{ id: 1, title: 'a', image: '/banners/banner1.svg', link: '' }] } })
      await loadFirstScreen('#/')
      await vi.waitFor(() => expect(preloads()).toEqual([['/banners/banner1.svg', 'high']]))
      const early = takeEarlyRequest('/api/basic/banner/list', { 'Content-Type': 'application/json', Lang: 'en-US' })
      expect((await (await early)?.json()) as unknown).toMatchObject({ data: { list: [{ image: '/banners/banner1.svg' }] } })
    })

    it.each([
      ['another site’s image', 'https://example.com/a.png'],
      ['a script URL', 'javascript:alert(1)'],
      ['a path that breaks out of the attribute', '/a.svg" onerror="x'],
    ])('is not preloaded when the answer names %s', async (_, image) => {
      answer({ code: 200, msg: 'success', data: { list: [{ id: 1, title: 'a', image, link: '' }] } })
      await loadFirstScreen('#/')
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(preloads()).toEqual([])
    })

    it('is not preloaded for other routes', async () => {
      answer({ code: 200, msg: 'success', data: { list: [{ id: 1, title: 'a', image: '/banners/banner1.svg', link: '' }] } })
      await loadFirstScreen('#/Next/SwapV2')
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(preloads()).toEqual([])
    })
  })
})
