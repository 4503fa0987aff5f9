/**
 * Every named route of the three spec documents, name -> path. Names are the product's own
 * (some are pinyin or misspelt, e.g. RecuitMember): old links and bookmarks carry them, so they
 * stay as they are.
 */
export const paths = {
  Index: '/Index',

  // Swap container (V1): tabs swap / liquidity; query `id` selects the tab.
  Swap: '/Swap',
  LiquidityIndex: '/LiquidityIndex',
  Liquidity: '/Liquidity',
  importMining: '/importMining',
  Remove: '/Remove',

  kuangchiIndex: '/kuangchiIndex',
  kuangchi: '/kuangchi',
  fenxiang: '/fenxiang',
  fenxiang918: '/fenxiang918',
  konto918: '/konto918',
  Invitation: '/Invitation',
  /** Spec 2: "route name snowguan is also used" for the invitation page; it redirects there. */
  snowguan: '/snowguan',

  // The names and paths of these two are crossed in the product, and shared links use both the
  // names (in-app navigation) and the paths (URLs people bookmarked). Keeping the crossing means
  // `#/iso` still opens liquidity mining and `#/earn` the earn hub, as they always did.
  /** Liquidity-mining page. */
  earn: '/iso',
  /** Earn hub (recruitment cards). */
  iso: '/earn',

  // Under /Next
  childlist: '/Next/childlist',
  FlashExchange: '/Next/FlashExchange',
  RecuitMember: '/Next/RecuitMember',
  // Swap container (V2)
  SwapV2: '/Next/SwapV2',
  LiquidityV2Index: '/Next/LiquidityV2Index',
  LiquidityV2: '/Next/LiquidityV2',
  importMiningV2: '/Next/importMiningV2',
  RemoveV2: '/Next/RemoveV2',

  circulationIndex: '/Next/circulationIndex',
  sharePage: '/Next/sharePage',
  billPage: '/Next/billPage',
  OrderPage: '/Next/OrderPage',
  NFTCenter: '/Next/NFTCenter',
  /** Spec 3: opens the NFT centre on its holdings tab; redirects there with `tab=holding`. */
  user: '/Next/user',
  engbill: '/Next/engbill',
  nftbill: '/Next/nftbill',
  recruit: '/Next/recruit',
  gongao: '/Next/gongao',
  xiangqing: '/Next/xiangqing',
  gamePage: '/Next/gamePage',
  transferPage: '/Next/transferPage',
  Assets: '/Next/Assets',
  ChoBi1: '/Next/Assets/chobi1',
  TiBi2: '/Next/Assets/tibi2',
  ZhuangZhan3: '/Next/Assets/zhuangzhan3',
  fankui: '/Next/fankui',
  fankuiadd: '/Next/fankuiadd',
  fanxiangqin: '/Next/fanxiangqin',
  zhuzao: '/Next/zhuzao',
  zhangdan: '/Next/zhangdan',
  /** Issue 38: equity star cards (no spec route; a screen of our own under /Next). */
  cards: '/Next/cards',

  MintBill: '/MintBill',
  MintPool: '/MintPool',
  MintCenter: '/MintPool/MintCenter',
  MintCommunity: '/MintPool/MintCommunity',
} as const

export type RouteName = keyof typeof paths
export type RoutePath = (typeof paths)[RouteName]

export const routeNames = Object.keys(paths) as RouteName[]

/**
 * The route a path opens, matched as the router matches it (case-insensitive, without a trailing
 * slash); undefined for a path no route names (the root, an unknown link).
 */
export function routeNameOfPath(pathname: string): RouteName | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase()
  return routeNames.find((name) => paths[name].toLowerCase() === wanted)
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** Router-relative href (`to` of a Link or navigate) with query params; empty values are left out. */
export function href(name: RouteName, query?: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    search.set(key, String(value))
  }
  const queryString = search.toString()
  return queryString ? `${paths[name]}?${queryString}` : paths[name]
}

/** Absolute URL of a route in hash mode, for links that leave the app (invite links, shares). */
export function absoluteHref(location: Pick<Location, 'origin' | 'pathname'>, name: RouteName, query?: QueryParams): string {
  return `${location.origin}${location.pathname}#${href(name, query)}`
}
