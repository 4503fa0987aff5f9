import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// A payout that sits unmined while the network's gas price is above its own is signed again
// with the same nonce and a higher price; one whose nonce another transaction took is signed on
// a fresh nonce (workers/withdrawPayer.ts). Every earlier signed hash of the order is kept and
// followed until the order settles.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdraw_orders')
    .addColumn('replaced_tx_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdraw_orders').dropColumn('replaced_tx_hashes').execute()
}
