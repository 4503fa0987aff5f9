import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// After a restore from an older backup, orders paid since the backup were back to `approved` and
// the payer would have signed them again on a fresh nonce. Each signed payout now keeps its nonce,
// so the payer sees when the hot wallet has sent more than the database knows of; payer_state
// keeps, per hot wallet, why the payer is paused (reconciling, a solvency shortfall, an operator's
// pause) and how far the chain was reconciled (workers/payerReconcile.ts, modules/wallet/solvency.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdraw_orders').addColumn('nonce', 'integer').execute()
  await db.schema.createIndex('withdraw_orders_nonce_idx').on('withdraw_orders').column('nonce').execute()
  await db.schema
    .createTable('payer_state')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('paused_reason', 'text')
    .addColumn('shortfall', 'text')
    .addColumn('operator_paused', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('operator_paused_by', 'text')
    .addColumn('known_nonce_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('scanned_through', 'numeric(78, 0)')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payer_state').execute()
  await db.schema.dropIndex('withdraw_orders_nonce_idx').execute()
  await db.schema.alterTable('withdraw_orders').dropColumn('nonce').execute()
}
