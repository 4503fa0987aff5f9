import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router'
import { href, paths, type RouteName } from '../config/paths.ts'
import { NotOpen } from './shell/NotOpen.tsx'
import { RouteError } from './shell/RouteError.tsx'

export interface RouteHandle {
  name: RouteName
}

/** A screen of later work: its route exists (old links resolve) and shows the not-open state. */
function screen(name: RouteName): RouteObject {
  return { path: paths[name], handle: { name } satisfies RouteHandle, element: <NotOpen name={name} /> }
}

/** A named parent with tab children; its own path shows the not-open state until built. */
function container(name: RouteName, children: RouteName[]): RouteObject {
  return {
    path: paths[name],
    handle: { name } satisfies RouteHandle,
    element: <Outlet />,
    children: [{ index: true, handle: { name } satisfies RouteHandle, element: <NotOpen name={name} /> }, ...children.map(screen)],
  }
}

/** Redirects keep the query: invite links (`#/?invite_code=…`) must survive the hop to Index. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation()
  const [pathname = to, ownQuery = ''] = to.split('?')
  const query = new URLSearchParams(ownQuery)
  for (const [key, value] of new URLSearchParams(search)) if (!query.has(key)) query.append(key, value)
  const merged = query.toString()
  return <Navigate to={{ pathname, search: merged ? `?${merged}` : '' }} replace />
}

/** An alias name: resolves by redirecting to the screen it names. */
function alias(name: RouteName, to: string): RouteObject {
  return { path: paths[name], handle: { name } satisfies RouteHandle, element: <RedirectKeepingQuery to={to} /> }
}

/** Unnamed containers (the spec's swap containers): a grouping of their children. */
function group(children: RouteName[]): RouteObject {
  return { element: <Outlet />, children: children.map(screen) }
}

/** The route tree under a layout element (the shell in the app, a bare outlet in tests). */
export function buildRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <RedirectKeepingQuery to={paths.Index} /> },
            screen('Index'),
            group(['Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove']),
            ...(['kuangchiIndex', 'kuangchi', 'fenxiang', 'fenxiang918', 'konto918', 'Invitation', 'earn', 'iso'] as const).map(screen),
            alias('snowguan', paths.Invitation),
            ...(['childlist', 'FlashExchange', 'RecuitMember'] as const).map(screen),
            group(['SwapV2', 'LiquidityV2Index', 'LiquidityV2', 'importMiningV2', 'RemoveV2']),
            ...(
              [
                'circulationIndex',
                'sharePage',
                'billPage',
                'OrderPage',
                'NFTCenter',
                'engbill',
                'nftbill',
                'recruit',
                'gongao',
                'xiangqing',
                'gamePage',
                'transferPage',
                'fankui',
                'fankuiadd',
                'fanxiangqin',
                'zhuzao',
                'zhangdan',
                'MintBill',
              ] as const
            ).map(screen),
            alias('user', href('NFTCenter', { tab: 'holding' })),
            container('Assets', ['ChoBi1', 'TiBi2', 'ZhuangZhan3']),
            container('MintPool', ['MintCenter', 'MintCommunity']),
            // Unknown links land on Index rather than a dead end.
            { path: '*', element: <RedirectKeepingQuery to={paths.Index} /> },
          ],
        },
      ],
    },
  ]
}
