import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { sql } from 'kysely'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { TokenSettings } from '../wallet/tokenCatalog.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface WithdrawLimits {
  /** Base units withdrawn in 24 hours above which an order waits for an operator. */
  reviewThreshold: bigint
  /** Base units a user may withdraw in any 24 hours. */
  dailyLimit: bigint
}

/** The token's own limits, or the deployment's defaults in that token's whole units. */
export function withdrawLimitsOf(token: TokenSettings, config: Pick<Config, 'withdrawReviewThreshold' | 'withdrawDailyLimit'>): WithdrawLimits {
  return {
    reviewThreshold: token.withdrawReviewThreshold ?? parseAmount(config.withdrawReviewThreshold, token.decimals),
    dailyLimit: token.withdrawDailyLimit ?? parseAmount(config.withdrawDailyLimit, token.decimals),
  }
}

/**
 * What the user's orders of the token placed in the 24 hours before `now` come to, refunded ones
 * (failed on chain, rejected) aside: the sum splitting an amount cannot get around.
 */
export async function withdrawnInDay(db: Db, userId: number, tokenId: number, now: Date): Promise<bigint> {
  const row = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.sum<string>('amount').as('total'))
    .where('user_id', '=', userId)
    .where('token_id', '=', tokenId)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .where('status', 'not in', [withdrawStatuses.failed, withdrawStatuses.rejected])
    .executeTakeFirst()
  return BigInt(row?.total ?? '0')
}

/**
 * Holds the user's row for the rest of the transaction, so that two orders placed at once are
 * counted one after the other: each sees the other in its 24-hour sum.
 */
export async function lockUserForWithdrawal(db: Db, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(db)
}

/** What is left of the user's 24-hour limit (never below zero). */
export function remainingInDay(limits: WithdrawLimits, withdrawn: bigint): bigint {
  return withdrawn >= limits.dailyLimit ? 0n : limits.dailyLimit - withdrawn
}
