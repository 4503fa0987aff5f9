import type { CardsDividendType } from '@hapdex/core/api/cards'
import { billBehaviors, type BillBehavior } from '@hapdex/core/api/wallet'

export type CardsDividendPurpose = 'cards_lp_dividend' | 'cards_card_dividend'

/** The two dividends (type 0 LP, 1 card): the reward balance each accrues to, its pool, what accrues it and what claims it. */
export const cardsDividendKinds: Record<CardsDividendType, { purpose: CardsDividendPurpose; pool: string; accrual: BillBehavior; claim: BillBehavior }> = {
  0: { purpose: 'cards_lp_dividend', pool: 'cards_lp_pool', accrual: billBehaviors.cardsLpDividend, claim: billBehaviors.cardsClaimLp },
  1: { purpose: 'cards_card_dividend', pool: 'cards_card_pool', accrual: billBehaviors.cardsCardDividend, claim: billBehaviors.cardsClaimCard },
}

export const cardsDividendPurposes = Object.values(cardsDividendKinds).map((kind) => kind.purpose)
export const cardsPools = Object.values(cardsDividendKinds).map((kind) => kind.pool)
