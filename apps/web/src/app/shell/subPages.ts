import type { RouteName } from '../../config/paths.ts'

/**
 * Where each route sits, so the shell knows which screens are sub-pages and where their back arrow
 * leads when there is no in-app history to go back through (a shared link, a reload):
 * - 'top': reached from the bottom tabs or the swap/liquidity tabs; no back arrow.
 * - 'own': the screen draws its own header with a back arrow (liquidity steps, miner, mint bill).
 * - a route name: a sub-page; the shell's back bar falls back to that route.
 * Exhaustive on purpose: a new route must say which it is.
 */
export const routePlaces: Record<RouteName, RouteName | 'top' | 'own'> = {
  Index: 'top',
  Swap: 'top',
  LiquidityIndex: 'top',
  SwapV2: 'top',
  LiquidityV2Index: 'top',
  earn: 'top',
  iso: 'top',
  Invitation: 'top',
  snowguan: 'top',

  Liquidity: 'own',
  importMining: 'own',
  Remove: 'own',
  LiquidityV2: 'own',
  importMiningV2: 'own',
  RemoveV2: 'own',
  kuangchi: 'own',
  fenxiang: 'own',
  fenxiang918: 'own',
  MintBill: 'own',

  gongao: 'Index',
  xiangqing: 'gongao',
  fankui: 'Index',
  fankuiadd: 'fankui',
  fanxiangqin: 'fankui',
  Assets: 'Index',
  ChoBi1: 'Index',
  TiBi2: 'Index',
  ZhuangZhan3: 'Index',
  zhangdan: 'Index',
  FlashExchange: 'Index',
  MintPool: 'Index',
  MintCenter: 'Index',
  MintCommunity: 'Index',
  kuangchiIndex: 'Index',
  konto918: 'kuangchiIndex',
  zhuzao: 'Index',
  childlist: 'Invitation',
  RecuitMember: 'iso',
  recruit: 'iso',
  circulationIndex: 'Index',
  sharePage: 'Index',
  billPage: 'Index',
  OrderPage: 'Index',
  NFTCenter: 'Index',
  user: 'Index',
  engbill: 'NFTCenter',
  nftbill: 'NFTCenter',
  gamePage: 'Index',
  transferPage: 'Index',
  cards: 'Invitation',
}

/** The route a sub-page's back arrow falls back to; undefined for top screens and screens with their own header. */
export function backTarget(name: RouteName | undefined): RouteName | undefined {
  if (name === undefined) return undefined
  const place = routePlaces[name]
  return place === 'top' || place === 'own' ? undefined : place
}
