import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerCardsRoutes } from './cards.routes.ts'
import { cardsDaily } from './cardsDaily.ts'
import { cardsDividendPurposes } from './cardsDividends.ts'

/**
 * Equity star cards and the trade tax's LP and card dividends (spec 3, PROGRAMMES.md "Trade tax
 * and equity star cards"; decision 0035). The pools are funded by operators from what the tax's
 * receivers collected on chain; cards.daily pays only what they hold.
 */
export const cardsProgramme = defineProgramme({
  name: 'cards',
  purposes: cardsDividendPurposes,
  pools: ['cards_lp_pool', 'cards_card_pool'],
  jobs: [cardsDaily],
  routes: registerCardsRoutes,
  devnet: {
    // The devnet's receivers (accounts 11 and 12) hold the tax's shares; the pools start funded so the first days pay at once.
    pools: [
      { pool: 'cards_lp_pool', symbol: 'HAP', amount: '100000' },
      { pool: 'cards_card_pool', symbol: 'HAP', amount: '100000' },
    ],
  },
})
