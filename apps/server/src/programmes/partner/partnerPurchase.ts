import { billBehaviors } from '@hapdex/core/api/wallet'
import type { NewBill } from '../../modules/wallet/bills.ts'
import type { LedgerGuard } from '../../modules/wallet/ledger.ts'
import type { seatRewardCredits } from './partnerRewards.ts'
import type { SeatSale } from './partnerSeatSale.ts'

export const PARTNER_POOL = 'partner_pool'

/** A purchase as read before anything is locked: the round, the buyer, its referrer and the rewards its price pays. */
export interface Purchase {
  roundId: number
  userId: number
  tokenId: number
  payAmount: bigint
  /** The signature's nonce: the posting's key, so a request can post once. */
  nonce: string
  referrerId: number
  genesisDirects: number
  rewards: ReturnType<typeof seatRewardCredits>
}

/**
 * The purchase as ONE ledger transaction: the price from the buyer's usable balance to `income`,
 * the referral and team rewards from partner_pool, and the bills of all of them; so a seat is
 * paid and rewarded together or not at all.
 */
function purchasePosting({ userId, tokenId, payAmount, nonce, rewards }: Purchase, guard: LedgerGuard): SeatSale['posting'] {
  const total = rewards.credits.reduce((sum, credit) => sum + credit.amount, 0n)
  return {
    idempotencyKey: `partner-buy:${nonce}`,
    kind: 'partner_buy',
    guard,
    postings: [
      { owner: 'user', userId, purpose: 'usable', tokenId, amount: -payAmount },
      { owner: 'system', purpose: 'income', tokenId, amount: payAmount },
      ...(total === 0n ? [] : [{ owner: 'system' as const, purpose: PARTNER_POOL, tokenId, amount: -total }]),
      ...rewards.credits.map((credit) => ({ owner: 'user' as const, userId: credit.userId, purpose: credit.purpose, tokenId, amount: credit.amount })),
    ],
  }
}

function purchaseBills({ userId, tokenId, payAmount, rewards }: Purchase): NewBill[] {
  return [{ userId, tokenId, behavior: billBehaviors.partnerBuy, amount: payAmount, usableChange: -payAmount }, ...rewards.bills]
}

/** What partner_sell_seats decides and writes for one purchase, at the programme clock's `now`. */
export function purchaseSale(purchase: Purchase, now: Date, guard: LedgerGuard): SeatSale {
  return {
    roundId: purchase.roundId,
    userId: purchase.userId,
    now,
    payAmount: purchase.payAmount,
    referrerId: purchase.referrerId,
    genesisDirects: purchase.genesisDirects,
    pool: { purpose: PARTNER_POOL, tokenId: purchase.tokenId },
    posting: purchasePosting(purchase, guard),
    options: { bills: purchaseBills(purchase) },
  }
}
