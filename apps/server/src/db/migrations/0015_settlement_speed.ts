import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Daily settlement rewrites a million rows of mint_records and ledger_accounts (bench/settlement):
// room left in every page lets those updates stay on their page without touching an index (HOT
// updates: neither remain_amount nor balance is indexed). mint_records_active_idx duplicated
// mint_records_user_idx, and cost every record update a second index write.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mint_records set (fillfactor = 50)`.execute(db)
  await sql`alter table ledger_accounts set (fillfactor = 70)`.execute(db)
  await sql`drop index mint_records_active_idx`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index mint_records_active_idx on mint_records (user_id, created_at, id) where status = 1`.execute(db)
  await sql`alter table ledger_accounts reset (fillfactor)`.execute(db)
  await sql`alter table mint_records reset (fillfactor)`.execute(db)
}
