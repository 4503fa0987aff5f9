import { type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// A signed transaction the node refuses (the hot wallet or the keeper has no gas left, say) used
// to be sent again every pass in silence: a withdrawal stayed "sending" with nothing to tell an
// operator why. The node's latest reason is kept on the order and on the keeper's call, and
// cleared when a broadcast is taken (workers/rawTransactions.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdraw_orders').addColumn('node_refusal', 'text').execute()
  await db.schema.alterTable('pool_keeper_calls').addColumn('node_refusal', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pool_keeper_calls').dropColumn('node_refusal').execute()
  await db.schema.alterTable('withdraw_orders').dropColumn('node_refusal').execute()
}
