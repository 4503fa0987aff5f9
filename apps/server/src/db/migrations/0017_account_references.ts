import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// A daily settlement creates an account per user and reward on its first day (1.5 million at a
// million minters, bench/settlement); the token foreign key's per-row trigger was 40 % of that
// insert. Like entries and bills since 0011, accounts' token references are now checked by the
// ledger check (ledgerCheck.ts) instead; tokens are never deleted.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_token_id_fkey`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add constraint ledger_accounts_token_id_fkey foreign key (token_id) references tokens (id)`.execute(db)
}
