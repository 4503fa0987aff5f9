import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router'
import { href, paths, type RouteName } from '../config/paths.ts'
import type { TxKit } from '../features/earn/chain/txKit.ts'
import { loadedScreen, loadScreen, type ScreenModule, type ScreenName } from './firstScreen.ts'
import { lazyOnceLoaded, type LazyComponent } from './lazyOnceLoaded.ts'
import { NotOpen } from './shell/NotOpen.tsx'
import { RouteErrorBoundary } from './shell/RouteError.tsx'

/** A screen of `firstScreen.ts`'s table, rendered lazily; it carries its name for the table's test. */
function screenModule<N extends ScreenName, T extends LazyComponent>(screenName: N, pick: (module: ScreenModule<N>) => T) {
  return Object.assign(
    lazyOnceLoaded(
      () => loadedScreen(screenName),
      () => loadScreen(screenName),
      pick,
    ),
    { screenName },
  )
}

const FundsIndex = screenModule('FundsIndex', (module) => module.FundsIndex)
const BillList = screenModule('BillList', (module) => module.BillList)
const ExchangeArea = screenModule('ExchangeArea', (module) => module.default)
const SwapScreen = screenModule('SwapScreen', (module) => module.default)
const LiquidityIndexScreen = screenModule('LiquidityIndexScreen', (module) => module.default)
const AddLiquidityScreen = screenModule('AddLiquidityScreen', (module) => module.default)
const PoolLookupScreen = screenModule('PoolLookupScreen', (module) => module.default)
const RemoveLiquidityScreen = screenModule('RemoveLiquidityScreen', (module) => module.default)
const HomeScreen = screenModule('HomeScreen', (module) => module.default)
const NoticeList = screenModule('NoticeList', (module) => module.default)
const NoticeDetail = screenModule('NoticeDetail', (module) => module.default)
const FlashExchangeScreen = screenModule('FlashExchangeScreen', (module) => module.default)
const InvitationScreen = screenModule('InvitationScreen', (module) => module.default)
const FeedbackList = screenModule('FeedbackList', (module) => module.default)
const FeedbackAdd = screenModule('FeedbackAdd', (module) => module.default)
const FeedbackDetail = screenModule('FeedbackDetail', (module) => module.default)
const MintPoolLayout = screenModule('MintPoolLayout', (module) => module.default)
const MintCenter = screenModule('MintCenter', (module) => module.default)
const MintCommunity = screenModule('MintCommunity', (module) => module.default)
const MintBill = screenModule('MintBill', (module) => module.default)
const OldMintScreen = screenModule('OldMintScreen', (module) => module.default)
const AirdropCenter = screenModule('AirdropCenter', (module) => module.default)
const MinerPool = screenModule('MinerPool', (module) => module.default)
const ShareList = screenModule('ShareList', (module) => module.default)
const EarnHub = screenModule('EarnHub', (module) => module.default)
const PartnerRecruit = screenModule('PartnerRecruit', (module) => module.default)
const RecruitMember = screenModule('RecruitMember', (module) => module.default)
const ChildList = screenModule('ChildList', (module) => module.default)
const NftCenter = screenModule('NftCenter', (module) => module.default)
const ZoneList = screenModule('ZoneList', (module) => module.default)
const NftBill = screenModule('NftBill', (module) => module.default)
const GameMarket = screenModule('GameMarket', (module) => module.default)
const GameTransfer = screenModule('GameTransfer', (module) => module.default)
const CirculationIndex = screenModule('CirculationIndex', (module) => module.default)
const CirculationShare = screenModule('CirculationShare', (module) => module.default)
const CirculationBill = screenModule('CirculationBill', (module) => module.default)
const CirculationOrders = screenModule('CirculationOrders', (module) => module.default)
const CardsScreen = screenModule('CardsScreen', (module) => module.default)

/**
 * Liquidity mining sends its LP transactions with the exchange's own gas estimate, tracked send
 * (history and receipt), status popup and explorer link, so they behave exactly as a swap's.
 * Features do not import each other: the route hands those pieces over. They load with the first
 * send (or status popup), not with the screen: its first paint needs none of them.
 */
const LiquidityMining = screenModule('LiquidityMining', ({ LiquidityMining: Screen }) => function LiquidityMiningRoute() {
  return <Screen txKit={earnTxKit} />
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

/**
 * Each route's name, on the route itself: `routes.test.tsx` holds every name of `paths.ts` to the
 * route its path opens (the crossed earn/iso pair included). The shell finds the current route's
 * name from the path (`routeNameOfPath`), as the router matches it.
 */
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
  iso: <EarnHub />,
  recruit: <PartnerRecruit />,
  RecuitMember: <RecruitMember />,
  childlist: <ChildList />,
  NFTCenter: <NftCenter />,
  engbill: <ZoneList />,
  nftbill: <NftBill />,
  gamePage: <GameMarket />,
  transferPage: <GameTransfer />,
  circulationIndex: <CirculationIndex />,
  sharePage: <CirculationShare />,
  billPage: <CirculationBill />,
  OrderPage: <CirculationOrders />,
  cards: <CardsScreen />,
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
          element: <RouteErrorBoundary />,
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
                'cards',
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
