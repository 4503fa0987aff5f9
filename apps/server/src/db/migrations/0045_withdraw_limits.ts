import { type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// One review threshold in whole tokens (WITHDRAW_REVIEW_THRESHOLD) held for every token, and any
// amount passed it by splitting. Each token now has its review threshold and a rolling 24-hour
// limit per user, in base units; null takes the deployment's default (WITHDRAW_REVIEW_THRESHOLD,
// WITHDRAW_DAILY_LIMIT) in that token's whole units (modules/withdraw/withdrawLimits.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('withdraw_review_threshold', 'numeric(78, 0)').addColumn('withdraw_daily_limit', 'numeric(78, 0)').execute()
  // The 24-hour sums read a user's recent orders of a token.
  await db.schema.createIndex('withdraw_orders_user_token_time_idx').on('withdraw_orders').columns(['user_id', 'token_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdraw_orders_user_token_time_idx').execute()
  await db.schema.alterTable('tokens').dropColumn('withdraw_daily_limit').dropColumn('withdraw_review_threshold').execute()
}
