import type { RouteName } from '../../../config/paths.ts'
import type { ExchangeId } from '../exchangeConfig.ts'

/** Route names of the liquidity screens of each exchange (spec 2). */
export const liquidityRoutes: Record<ExchangeId, { index: RouteName; add: RouteName; lookup: RouteName; remove: RouteName }> = {
  v1: { index: 'LiquidityIndex', add: 'Liquidity', lookup: 'importMining', remove: 'Remove' },
  v2: { index: 'LiquidityV2Index', add: 'LiquidityV2', lookup: 'importMiningV2', remove: 'RemoveV2' },
}
