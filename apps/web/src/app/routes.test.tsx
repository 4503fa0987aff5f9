import { afterEach, describe, expect, it } from 'vitest'
import { isValidElement } from 'react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { matchRoutes, MemoryRouter, Outlet, useLocation, type Location } from 'react-router'
import '../i18n/i18n.ts'
import { href, paths, routeNames } from '../config/paths.ts'
import { AppRoutes } from './router.tsx'
import { buildRoutes, type RouteHandle } from './routes.tsx'
import { NotOpen } from './shell/NotOpen.tsx'

const routes = buildRoutes(<Outlet />)
const aliases: Partial<Record<string, string>> = { snowguan: 'Invitation', user: 'NFTCenter' }

/** The app's routes (a bare outlet for the shell) opened at `path`; `location` is where they are now. */
function renderAt(path: string) {
  const current: { location?: Location } = {}
  function LocationProbe() {
    current.location = useLocation()
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
      <LocationProbe />
    </MemoryRouter>,
  )
  return {
    get location(): Location {
      if (!current.location) throw new Error('not rendered')
      return current.location
    },
  }
}

describe('route table', () => {
  afterEach(cleanup)

  it('holds every route name of the three spec documents', () => {
    const required = [
      'Index', 'Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove', 'kuangchiIndex', 'kuangchi', 'fenxiang',
      'fenxiang918', 'konto918', 'Invitation', 'earn', 'iso', 'childlist', 'FlashExchange', 'RecuitMember', 'SwapV2',
      'LiquidityV2Index', 'LiquidityV2', 'importMiningV2', 'RemoveV2', 'circulationIndex', 'sharePage', 'billPage',
      'OrderPage', 'NFTCenter', 'engbill', 'nftbill', 'recruit', 'gongao', 'xiangqing', 'gamePage', 'transferPage',
      'Assets', 'ChoBi1', 'TiBi2', 'ZhuangZhan3', 'fankui', 'fankuiadd', 'fanxiangqin', 'zhuzao', 'zhangdan', 'MintBill',
      'MintPool', 'MintCenter', 'MintCommunity', 'snowguan', 'user',
      // Issue 38's card screen, which no spec document names.
      'cards',
    ]
    expect([...routeNames].sort()).toEqual([...required].sort())
  })

  it('gives every name its own path', () => {
    expect(new Set(Object.values(paths)).size).toBe(routeNames.length)
  })

  it.each(routeNames)('%s resolves to the route of that name', (name) => {
    const matches = matchRoutes(routes, paths[name])
    expect((matches?.at(-1)?.route.handle as RouteHandle | undefined)?.name).toBe(name)
  })

  // Built screens need the app's providers and are covered by their own and the browser tests;
  // here they only must not be the not-open state.
  it.each(routeNames.filter((name) => !aliases[name]))('%s renders its screen or the honest not-open state', async (name) => {
    const element = matchRoutes(routes, paths[name])?.at(-1)?.route.element
    expect(isValidElement(element)).toBe(true)
    if (isValidElement(element) && element.type !== NotOpen) return
    renderAt(paths[name])
    const screenElement = await screen.findByTestId('not-open')
    expect(screenElement.closest('[data-route-name]')?.getAttribute('data-route-name')).toBe(name)
  })

  it.each(Object.entries(aliases))('alias %s redirects to %s', async (name, target) => {
    const router = renderAt(paths[name as keyof typeof paths])
    await waitFor(() => expect(router.location.pathname).toBe(paths[target as keyof typeof paths]))
  })

  it('keeps earn and iso crossed with their paths, as old links expect', () => {
    expect(paths.earn).toBe('/iso')
    expect(paths.iso).toBe('/earn')
    expect((matchRoutes(routes, '/iso')?.at(-1)?.route.handle as RouteHandle).name).toBe('earn')
    expect((matchRoutes(routes, '/earn')?.at(-1)?.route.handle as RouteHandle).name).toBe('iso')
  })

  it('redirects / and unknown paths to Index', async () => {
    const router = renderAt('/')
    await waitFor(() => expect(router.location.pathname).toBe('/Index'))
    cleanup()
    const other = renderAt('/no/such/page')
    await waitFor(() => expect(other.location.pathname).toBe('/Index'))
  })

  it('opens the mint centre from the mint pool path', async () => {
    const router = renderAt(paths.MintPool)
    await waitFor(() => expect(router.location.pathname).toBe(paths.MintCenter))
  })

  it('keeps the query across the redirect, so invite links still carry their code', async () => {
    const router = renderAt('/?invite_code=AB23CD45')
    await waitFor(() => expect(router.location.pathname).toBe('/Index'))
    expect(router.location.search).toBe('?invite_code=AB23CD45')
  })

  it('builds hrefs with query params, leaving out empty ones', () => {
    expect(href('Swap', { id: 1 })).toBe('/Swap?id=1')
    expect(href('engbill', { regionIndex: 0, skip: undefined })).toBe('/Next/engbill?regionIndex=0')
    expect(href('Index')).toBe('/Index')
  })
})

describe('exchange area', () => {
  const exchangeScreens = ['Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove', 'SwapV2', 'LiquidityV2Index', 'LiquidityV2', 'importMiningV2', 'RemoveV2'] as const
  const layoutsOf = (path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route.element).filter((element) => isValidElement(element) && element.type !== Outlet)
  const areaType = (() => {
    const parent = matchRoutes(routes, paths.Swap)?.at(-2)?.route.element
    return isValidElement(parent) ? parent.type : undefined
  })()

  it.each(exchangeScreens)('%s sits under the one exchange layout (it runs the history watcher)', (name) => {
    const areas = (matchRoutes(routes, paths[name]) ?? []).filter(({ route }) => isValidElement(route.element) && route.element.type === areaType)
    expect(areaType).toBeDefined()
    expect(areas).toHaveLength(1)
    expect(areas[0]?.route).toBe(matchRoutes(routes, paths.Swap)?.at(-2)?.route)
  })

  it('is not around other screens', () => {
    expect(layoutsOf(paths.Index).some((element) => isValidElement(element) && element.type === areaType)).toBe(false)
  })
})
