import { routeNameOfPath, type RouteName } from '../config/paths.ts'
import { firstBannerImage } from '../features/home/lib/firstBanner.ts'
import { preloadImageNamedBy, requestEarly } from '../lib/earlyRequests.ts'
import { bannerListEndpoint, exchangeConfigsEndpoint, noticeLatestEndpoint, siteConfigEndpoint } from '../lib/endpoints.ts'
import type { AnyEndpoint, LazyEndpoint } from '../lib/lazyEndpoint.ts'
import { yieldToMain } from '../lib/yieldToMain.ts'

/**
 * Every lazily loaded screen and layout, by name. The route table (`routes.tsx`) renders them;
 * `boot.ts` requests the current route's ones as the page starts, beside the app's own code
 * rather than after it (docs/decisions/0012-first-load.md). This module stays light: `boot.ts`
 * runs it before React or the router has arrived.
 */
export const screens = {
  FundsIndex: () => import('../features/funds/components/FundsIndex.tsx'),
  BillList: () => import('../features/funds/components/BillList.tsx'),
  ExchangeArea: () => import('../features/exchange/ExchangeArea.tsx'),
  SwapScreen: () => import('../features/exchange/swap/SwapScreen.tsx'),
  LiquidityIndexScreen: () => import('../features/exchange/liquidity/LiquidityIndexScreen.tsx'),
  AddLiquidityScreen: () => import('../features/exchange/liquidity/AddLiquidityScreen.tsx'),
  PoolLookupScreen: () => import('../features/exchange/liquidity/PoolLookupScreen.tsx'),
  RemoveLiquidityScreen: () => import('../features/exchange/liquidity/RemoveLiquidityScreen.tsx'),
  HomeScreen: () => import('../features/home/components/HomeScreen.tsx'),
  NoticeList: () => import('../features/notices/components/NoticeList.tsx'),
  NoticeDetail: () => import('../features/notices/components/NoticeDetail.tsx'),
  FlashExchangeScreen: () => import('../features/flashExchange/components/FlashExchangeScreen.tsx'),
  InvitationScreen: () => import('../features/invitation/components/InvitationScreen.tsx'),
  FeedbackList: () => import('../features/feedback/components/FeedbackList.tsx'),
  FeedbackAdd: () => import('../features/feedback/components/FeedbackAdd.tsx'),
  FeedbackDetail: () => import('../features/feedback/components/FeedbackDetail.tsx'),
  MintPoolLayout: () => import('../features/mint/components/MintPoolLayout.tsx'),
  MintCenter: () => import('../features/mint/components/MintCenter.tsx'),
  MintCommunity: () => import('../features/mint/components/MintCommunity.tsx'),
  MintBill: () => import('../features/mint/components/MintBill.tsx'),
  OldMintScreen: () => import('../features/oldMint/components/OldMintScreen.tsx'),
  AirdropCenter: () => import('../features/miner/components/AirdropCenter.tsx'),
  MinerPool: () => import('../features/miner/components/MinerPool.tsx'),
  ShareList: () => import('../features/miner/components/ShareList.tsx'),
  LiquidityMining: () => import('../features/earn/components/LiquidityMining.tsx'),
  EarnHub: () => import('../features/partner/components/EarnHub.tsx'),
  PartnerRecruit: () => import('../features/partner/components/PartnerRecruit.tsx'),
  RecruitMember: () => import('../features/member/components/RecruitMember.tsx'),
  ChildList: () => import('../features/member/components/ChildList.tsx'),
  NftCenter: () => import('../features/nft/components/NftCenter.tsx'),
  ZoneList: () => import('../features/nft/components/ZoneList.tsx'),
  NftBill: () => import('../features/nft/components/NftBill.tsx'),
  GameMarket: () => import('../features/game/components/GameMarket.tsx'),
  GameTransfer: () => import('../features/game/components/GameTransfer.tsx'),
  CirculationIndex: () => import('../features/circulation/components/CirculationIndex.tsx'),
  CirculationShare: () => import('../features/circulation/components/SharePage.tsx'),
  CirculationBill: () => import('../features/circulation/components/BillPage.tsx'),
  CirculationOrders: () => import('../features/circulation/components/OrderPage.tsx'),
  CardsScreen: () => import('../features/cards/components/CardsScreen.tsx'),
}

export type ScreenName = keyof typeof screens

export type ScreenModule<N extends ScreenName> = Awaited<ReturnType<(typeof screens)[N]>>

/** The screens whose modules have arrived, so the router renders them without suspending. */
const loadedScreens: { [N in ScreenName]?: ScreenModule<N> } = {}

/** Loads a screen's module and keeps it for `loadedScreen`. */
export function loadScreen<N extends ScreenName>(name: N): Promise<ScreenModule<N>> {
  const load = screens[name] as () => Promise<ScreenModule<N>>
  return load().then((module) => {
    ;(loadedScreens as Record<N, ScreenModule<N>>)[name] = module
    return module
  })
}

/** A screen's module if it has arrived (`loadScreen`), else undefined. */
export function loadedScreen<N extends ScreenName>(name: N): ScreenModule<N> | undefined {
  return loadedScreens[name] as ScreenModule<N> | undefined
}

const exchangeScreens = {
  Swap: 'SwapScreen',
  SwapV2: 'SwapScreen',
  LiquidityIndex: 'LiquidityIndexScreen',
  LiquidityV2Index: 'LiquidityIndexScreen',
  Liquidity: 'AddLiquidityScreen',
  LiquidityV2: 'AddLiquidityScreen',
  importMining: 'PoolLookupScreen',
  importMiningV2: 'PoolLookupScreen',
  Remove: 'RemoveLiquidityScreen',
  RemoveV2: 'RemoveLiquidityScreen',
} as const satisfies Partial<Record<RouteName, ScreenName>>

/**
 * The screens (layouts first) each route renders; a route not listed renders none of them (a
 * not-open screen). `firstScreen.test.ts` holds this to the route table, so the two cannot drift.
 */
export const routeScreens: Partial<Record<RouteName, readonly ScreenName[]>> = {
  Index: ['HomeScreen'],
  ...Object.fromEntries(Object.entries(exchangeScreens).map(([route, screen]) => [route, ['ExchangeArea', screen]])),
  gongao: ['NoticeList'],
  xiangqing: ['NoticeDetail'],
  FlashExchange: ['FlashExchangeScreen'],
  Invitation: ['InvitationScreen'],
  snowguan: ['InvitationScreen'],
  fankui: ['FeedbackList'],
  fankuiadd: ['FeedbackAdd'],
  fanxiangqin: ['FeedbackDetail'],
  MintPool: ['MintPoolLayout', 'MintCenter'],
  MintCenter: ['MintPoolLayout', 'MintCenter'],
  MintCommunity: ['MintPoolLayout', 'MintCommunity'],
  MintBill: ['MintBill'],
  zhuzao: ['OldMintScreen'],
  kuangchiIndex: ['AirdropCenter'],
  kuangchi: ['MinerPool'],
  fenxiang: ['ShareList'],
  fenxiang918: ['ShareList'],
  earn: ['LiquidityMining'],
  iso: ['EarnHub'],
  recruit: ['PartnerRecruit'],
  RecuitMember: ['RecruitMember'],
  childlist: ['ChildList'],
  NFTCenter: ['NftCenter'],
  engbill: ['ZoneList'],
  nftbill: ['NftBill'],
  gamePage: ['GameMarket'],
  transferPage: ['GameTransfer'],
  circulationIndex: ['CirculationIndex'],
  sharePage: ['CirculationShare'],
  billPage: ['CirculationBill'],
  OrderPage: ['CirculationOrders'],
  cards: ['CardsScreen'],
  zhangdan: ['BillList'],
  Assets: ['FundsIndex'],
  ChoBi1: ['FundsIndex'],
  TiBi2: ['FundsIndex'],
  ZhuangZhan3: ['FundsIndex'],
}

/**
 * The public data behind a screen's largest paint, requested with its code: the home banners
 * (the banner image is the home screen's largest element) and the latest notice (the swap screens'
 * notice popup is theirs; the home screen's popup and strip show it too, and asked for in its
 * render it was a round trip the banner's paint waited behind in Lighthouse's estimate) and the
 * flash exchange's tokens and pairs (its form shows once they are there).
 */
export const routeRequests: Partial<Record<RouteName, readonly LazyEndpoint<AnyEndpoint>[]>> = {
  Index: [bannerListEndpoint, noticeLatestEndpoint],
  Swap: [noticeLatestEndpoint],
  SwapV2: [noticeLatestEndpoint],
  FlashExchange: [exchangeConfigsEndpoint],
}

/**
 * The image a route's largest paint shows, named by one of its early requests' answers: the home
 * banner's. Preloaded as that answer arrives, it downloads while the app's code still does; left to
 * the banner's render, its request came after all of that code and the banner painted a round trip
 * later (Lighthouse's estimate of a phone on slow 4G: about 150 ms).
 */
export const routeImages: Partial<Record<RouteName, { readonly endpoint: LazyEndpoint<AnyEndpoint>; readonly image: (body: unknown) => string | undefined }>> = {
  Index: { endpoint: bannerListEndpoint, image: firstBannerImage },
}

/**
 * The route a hash opens, matched as the router does (case-insensitive, without the query);
 * `/` and unknown paths open the home screen.
 */
export function routeOfHash(hash: string): RouteName {
  return routeNameOfPath(hash.replace(/^#/, '').split('?')[0] ?? '') ?? 'Index'
}

/**
 * Starts everything the current route's first screen needs: its code, then its data's requests,
 * each in a task of its own. Starting a request costs the main thread a few milliseconds (a
 * module preload link per chunk, a fetch), ten times over on a slow phone: in one task they would
 * block it past Lighthouse's 50 ms.
 */
export async function loadFirstScreen(hash: string): Promise<void> {
  const route = routeOfHash(hash)
  for (const screen of routeScreens[route] ?? []) void loadScreen(screen).catch(() => undefined)
  await yieldToMain()
  // Every screen waits for the site config, and for it to be checked.
  requestEarly(siteConfigEndpoint)
  const largestImage = routeImages[route]
  for (const endpoint of routeRequests[route] ?? []) {
    const response = requestEarly(endpoint)
    if (largestImage?.endpoint === endpoint) void preloadImageNamedBy(response, largestImage.image)
  }
}
