import type { QueryClient } from '@tanstack/react-query'
import { isValidElement, lazy, Suspense, type ReactNode } from 'react'
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router'
import { href, paths, type RouteName } from '../config/paths.ts'
import type { TxKit } from '../features/earn/chain/txKit.ts'
import { bannersQueryOptions } from '../features/home/api/bannerList.ts'
import { getSettings } from '../lib/settings.ts'
import { NotOpen } from './shell/NotOpen.tsx'
import { RouteError } from './shell/RouteError.tsx'

/** A lazily loaded screen whose download can start before it renders (`preloadRoute`). */
type ScreenModule = { preload: () => Promise<unknown> }

/** What React.lazy accepts as a module's default export. */
type LazyComponent = Parameters<typeof lazy>[0] extends () => PromiseLike<{ default: infer C }> ? C : never

function screenModule<T extends LazyComponent>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined
  const once = () => (loading ??= load())
  return Object.assign(lazy(once), { preload: once })
}

const FundsIndex = screenModule(() => import('../features/funds/components/FundsIndex.tsx').then((module) => ({ default: module.FundsIndex })))
const BillList = screenModule(() => import('../features/funds/components/BillList.tsx').then((module) => ({ default: module.BillList })))
const ExchangeArea = screenModule(() => import('../features/exchange/ExchangeArea.tsx'))
const SwapScreen = screenModule(() => import('../features/exchange/swap/SwapScreen.tsx'))
const LiquidityIndexScreen = screenModule(() => import('../features/exchange/liquidity/LiquidityIndexScreen.tsx'))
const AddLiquidityScreen = screenModule(() => import('../features/exchange/liquidity/AddLiquidityScreen.tsx'))
const PoolLookupScreen = screenModule(() => import('../features/exchange/liquidity/PoolLookupScreen.tsx'))
const RemoveLiquidityScreen = screenModule(() => import('../features/exchange/liquidity/RemoveLiquidityScreen.tsx'))
const HomeScreen = screenModule(() => import('../features/home/components/HomeScreen.tsx'))
const NoticeList = screenModule(() => import('../features/notices/components/NoticeList.tsx'))
const NoticeDetail = screenModule(() => import('../features/notices/components/NoticeDetail.tsx'))
const FlashExchangeScreen = screenModule(() => import('../features/flashExchange/components/FlashExchangeScreen.tsx'))
const InvitationScreen = screenModule(() => import('../features/invitation/components/InvitationScreen.tsx'))
const FeedbackList = screenModule(() => import('../features/feedback/components/FeedbackList.tsx'))
const FeedbackAdd = screenModule(() => import('../features/feedback/components/FeedbackAdd.tsx'))
const FeedbackDetail = screenModule(() => import('../features/feedback/components/FeedbackDetail.tsx'))
const MintPoolLayout = screenModule(() => import('../features/mint/components/MintPoolLayout.tsx'))
const MintCenter = screenModule(() => import('../features/mint/components/MintCenter.tsx'))
const MintCommunity = screenModule(() => import('../features/mint/components/MintCommunity.tsx'))
const MintBill = screenModule(() => import('../features/mint/components/MintBill.tsx'))
const OldMintScreen = screenModule(() => import('../features/oldMint/components/OldMintScreen.tsx'))
const AirdropCenter = screenModule(() => import('../features/miner/components/AirdropCenter.tsx'))
const MinerPool = screenModule(() => import('../features/miner/components/MinerPool.tsx'))
const ShareList = screenModule(() => import('../features/miner/components/ShareList.tsx'))

/**
 * Liquidity mining sends its LP transactions with the exchange's own gas estimate, tracked send
 * (history and receipt), status popup and explorer link, so they behave exactly as a swap's.
 * Features do not import each other: the route hands those pieces over. They load with the first
 * send (or status popup), not with the screen: its first paint needs none of them.
 */
const LiquidityMining = screenModule(async () => {
  const { LiquidityMining: Screen } = await import('../features/earn/components/LiquidityMining.tsx')
  return { default: () => <Screen txKit={earnTxKit} /> }
})

type ExchangeTxKit = Omit<TxKit, 'canonicalMulticall3'>
let exchangeTxKit: ExchangeTxKit | undefined
let exchangeTxKitLoading: Promise<ExchangeTxKit> | undefined
function loadExchangeTxKit(): Promise<ExchangeTxKit> {
  exchangeTxKitLoading ??= Promise.all([
    import('../features/exchange/chain/sendTransaction.ts'),
    import('../features/exchange/history/trackedSend.ts'),
    import('../features/exchange/exchangeConfig.ts'),
    import('../features/exchange/swap/SwapDialogs.tsx'),
    // The status popup's look.
    import('../features/exchange/exchange.css'),
  ]).then(([{ estimateWrite }, { trackedSend }, { explorerTxUrl }, { PendingDialog }]) => (exchangeTxKit = { estimateWrite, trackedSend, explorerTxUrl, PendingDialog }))
  // A failed download may be tried again by the next send.
  exchangeTxKitLoading.catch(() => (exchangeTxKitLoading = undefined))
  return exchangeTxKitLoading
}

const LazyPendingDialog = lazy(() => loadExchangeTxKit().then((kit) => ({ default: kit.PendingDialog })))

const earnTxKit: TxKit = {
  estimateWrite: async (...parameters) => (await loadExchangeTxKit()).estimateWrite(...parameters),
  trackedSend: async (parameters) => (await loadExchangeTxKit()).trackedSend(parameters),
  // Called after a send, which has loaded the kit.
  explorerTxUrl: (chain, hash) => exchangeTxKit?.explorerTxUrl(chain, hash),
  // Nothing to show until a send begins; then the popup loads (in its own boundary, so the screen stays).
  PendingDialog: (props) =>
    props.pending ? (
      <Suspense fallback={null}>
        <LazyPendingDialog {...props} />
      </Suspense>
    ) : null,
  // Multicall3's canonical address, the same on every chain (the exchange's readRequests.ts has it too).
  canonicalMulticall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
}

export interface RouteHandle {
  name: RouteName
}

/** A screen of later work: its route exists (old links resolve) and shows the not-open state. */
function screen(name: RouteName): RouteObject {
  return { path: paths[name], handle: { name } satisfies RouteHandle, element: built[name] ?? <NotOpen name={name} /> }
}

/** Screens that exist so far; the others show the not-open state. */
const built: Partial<Record<RouteName, ReactNode>> = {
  Swap: <SwapScreen exchangeId="v1" />,
  SwapV2: <SwapScreen exchangeId="v2" />,
  LiquidityIndex: <LiquidityIndexScreen exchangeId="v1" />,
  LiquidityV2Index: <LiquidityIndexScreen exchangeId="v2" />,
  Liquidity: <AddLiquidityScreen exchangeId="v1" />,
  LiquidityV2: <AddLiquidityScreen exchangeId="v2" />,
  importMining: <PoolLookupScreen exchangeId="v1" />,
  importMiningV2: <PoolLookupScreen exchangeId="v2" />,
  Remove: <RemoveLiquidityScreen exchangeId="v1" />,
  RemoveV2: <RemoveLiquidityScreen exchangeId="v2" />,
  Index: <HomeScreen />,
  gongao: <NoticeList />,
  xiangqing: <NoticeDetail />,
  FlashExchange: <FlashExchangeScreen />,
  Invitation: <InvitationScreen />,
  fankui: <FeedbackList />,
  fankuiadd: <FeedbackAdd />,
  fanxiangqin: <FeedbackDetail />,
  MintCenter: <MintCenter />,
  MintCommunity: <MintCommunity />,
  MintBill: <MintBill />,
  zhuzao: <OldMintScreen />,
  kuangchiIndex: <AirdropCenter />,
  kuangchi: <MinerPool />,
  // Keyed: the two routes share one component, and a hop between them must start on level 1 again.
  fenxiang: <ShareList key="fenxiang" routeName="fenxiang" />,
  fenxiang918: <ShareList key="fenxiang918" routeName="fenxiang918" />,
  earn: <LiquidityMining />,
}

/** The mint pool shell around its two tab screens; its own path opens the mint centre. */
function mintPool(): RouteObject {
  return {
    path: paths.MintPool,
    handle: { name: 'MintPool' } satisfies RouteHandle,
    element: <MintPoolLayout />,
    children: [{ index: true, handle: { name: 'MintPool' } satisfies RouteHandle, element: <RedirectKeepingQuery to={paths.MintCenter} /> }, screen('MintCenter'), screen('MintCommunity')],
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

/** The funds index: Assets and its three tab routes render one screen; query id picks the tab. */
function fundsIndex(): RouteObject {
  const tab = (name: RouteName, routeTab: 0 | 1 | 2): RouteObject => ({
    path: paths[name],
    handle: { name } satisfies RouteHandle,
    element: <FundsIndex routeTab={routeTab} routeName={name} />,
  })
  return {
    path: paths.Assets,
    handle: { name: 'Assets' } satisfies RouteHandle,
    element: <Outlet />,
    children: [
      { index: true, handle: { name: 'Assets' } satisfies RouteHandle, element: <FundsIndex routeName="Assets" /> },
      tab('ChoBi1', 0),
      tab('TiBi2', 1),
      tab('ZhuangZhan3', 2),
    ],
  }
}

/** The spec's unnamed swap containers: the swap and liquidity screens of both exchanges, under one layout that watches the transaction history. */
function exchangeArea(children: RouteName[]): RouteObject {
  return { element: <ExchangeArea />, children: children.map(screen) }
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
            exchangeArea(['Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove', 'SwapV2', 'LiquidityV2Index', 'LiquidityV2', 'importMiningV2', 'RemoveV2']),
            ...(['kuangchiIndex', 'kuangchi', 'fenxiang', 'fenxiang918', 'konto918', 'Invitation', 'earn', 'iso'] as const).map(screen),
            alias('snowguan', paths.Invitation),
            ...(['childlist', 'FlashExchange', 'RecuitMember'] as const).map(screen),
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
                'MintBill',
              ] as const
            ).map(screen),
            alias('user', href('NFTCenter', { tab: 'holding' })),
            { path: paths.zhangdan, handle: { name: 'zhangdan' } satisfies RouteHandle, element: <BillList /> },
            fundsIndex(),
            mintPool(),
            // Unknown links land on Index rather than a dead end.
            { path: '*', element: <RedirectKeepingQuery to={paths.Index} /> },
          ],
        },
      ],
    },
  ]
}

function screenModuleOf(element: ReactNode): ScreenModule | undefined {
  if (!isValidElement<{ children?: ReactNode }>(element)) return undefined
  const type = element.type as Partial<ScreenModule>
  if (typeof type.preload === 'function') return type as ScreenModule
  return screenModuleOf(element.props.children)
}

/**
 * Starts downloading the screens of `pathname` (its layouts too) at once, as the app starts,
 * rather than when the router first renders them: they load side by side with the site config.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, queryClient: QueryClient): void {
  const matches = matchRoutes(routes, pathname) ?? []
  const names = matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.name ?? [])
  // `/` and unknown paths redirect to the home screen.
  if (names.length === 0 && pathname !== paths.Index) return preloadRoute(routes, paths.Index, queryClient)
  for (const match of matches) void screenModuleOf(match.route.element)?.preload()
  for (const name of names) firstScreenData[name]?.(queryClient)
}

/**
 * The data behind a screen's largest paint, requested with its code rather than after it has
 * rendered: the home banners (the banner image is the home screen's largest element).
 */
const firstScreenData: Partial<Record<RouteName, (queryClient: QueryClient) => void>> = {
  Index: (queryClient) => void queryClient.prefetchQuery(bannersQueryOptions(getSettings().language)),
}
