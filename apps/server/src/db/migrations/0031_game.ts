import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Game market (docs/decisions/0031-game.md). Money stays on the ledger; a row is one transfer's
// state machine on our side: pending (our side debited or reserved, the call to the game service
// due through the outbox under `key`) -> confirmed, or reversed on a definite failure.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_transfers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // The idempotency key sent to the game service on every attempt and by reconciliation.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in', 'out')`))
    // What was asked for; the fee; what the receiving side gets (amount - fee).
    .addColumn('amount', 'numeric(78, 0)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'numeric(78, 0)', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('real_amount', 'numeric(78, 0)', (c) => c.notNull().check(sql`real_amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'reversed')`))
    // Who settled it: the outbox's answer, or reconciliation against the service's record.
    .addColumn('settled_by', 'text', (c) => c.check(sql`settled_by in ('outbox', 'reconciliation')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('game_transfers_settled', sql`(status = 'pending') = (settled_at is null)`)
    .execute()
  await sql`create index game_transfers_user_idx on game_transfers (user_id, id desc)`.execute(db)
  // Reconciliation reads the oldest pending transfers.
  await sql`create index game_transfers_pending_idx on game_transfers (created_at, id) where status = 'pending'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_transfers').execute()
}
