import type { BillBehavior } from '@hapdex/core/api/wallet'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction, type LedgerGuard, type UserPurpose } from '../../modules/wallet/ledger.ts'
import { purposeBalances } from './rewardBalances.ts'

export interface RewardClaim {
  userId: number
  tokenId: number
  /** The reward balance claimed, whole. */
  purpose: UserPurpose
  behavior: BillBehavior
  key: string
  kind: string
  /** A signed claim's nonce, consumed by the posting; unsigned claims have none. */
  guard?: LedgerGuard
}

/** The claimable amount; a claim of zero answers `programme.nothing_to_claim` before anything is signed or posted. */
export async function claimableAmount(db: Db, userId: number, tokenId: number, purpose: UserPurpose): Promise<bigint> {
  const amount = (await purposeBalances(db, userId, tokenId, [purpose]))[purpose] ?? 0n
  if (amount === 0n) throw new ApiError('programme.nothing_to_claim')
  return amount
}

/**
 * Moves `amount` of a reward balance to usable in one posting. Of concurrent claims of the same
 * balance one posts; for the others the balance is gone, which is "nothing to claim", not a
 * shortfall.
 */
export async function postRewardClaim(db: Db, claim: RewardClaim, amount: bigint): Promise<void> {
  try {
    await postLedgerTransaction(db, {
      idempotencyKey: claim.key,
      kind: claim.kind,
      ...(claim.guard === undefined ? {} : { guard: claim.guard }),
      postings: [
        { owner: 'user', userId: claim.userId, purpose: claim.purpose, tokenId: claim.tokenId, amount: -amount },
        { owner: 'user', userId: claim.userId, purpose: 'usable', tokenId: claim.tokenId, amount },
      ],
    }, { bills: [{ userId: claim.userId, tokenId: claim.tokenId, behavior: claim.behavior, amount, usableChange: amount }] })
  } catch (error) {
    if (error instanceof ApiError && error.key === 'wallet.insufficient_balance') throw new ApiError('programme.nothing_to_claim')
    throw error
  }
}
