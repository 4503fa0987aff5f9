import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Issue 30, mint.daily's time (docs/decisions/0040-ledger-keys-by-owner.md): a daily settlement
// writes a bill and a ledger entry per reward line (1.56 million of each at the bench's million
// users), and every index on those tables is paid for once per line.
// - bills: three index entries per bill (id; user and id; user, type and time) become one. Every
//   bill query is one user's and none finds a bill by id alone, so the key is (user_id, id) — id
//   stays unique by its sequence — carrying the columns that today's rewards, the claimed sums
//   and the miner's check read: those are answered from the index alone.
// - ledger_entries: the key (account_id, id) serves an account's entries (pool and system sums),
//   so the separate account index goes. Entries are written in the order of their transactions, so
//   the transaction index (a repeated operator move is found by its transaction) becomes a BRIN
//   index: a few pages for the whole table, where a B-tree took an entry per row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bills_user_type_time_idx`.execute(db)
  await sql`drop index bills_user_idx`.execute(db)
  await sql`alter table bills drop constraint bills_pkey`.execute(db)
  await sql`alter table bills add constraint bills_pkey primary key (user_id, id) include (type, created_at, behavior, token_id, amount)`.execute(db)

  await sql`drop index ledger_entries_account_idx`.execute(db)
  await sql`alter table ledger_entries drop constraint ledger_entries_pkey`.execute(db)
  await sql`alter table ledger_entries add constraint ledger_entries_pkey primary key (account_id, id)`.execute(db)
  await sql`drop index ledger_entries_transaction_idx`.execute(db)
  // Summarised as ranges fill, so a lookup scans only the newest, unsummarised pages besides its own range.
  await sql`create index ledger_entries_transaction_idx on ledger_entries using brin (transaction_id) with (autosummarize = on)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entries_transaction_idx`.execute(db)
  await sql`create index ledger_entries_transaction_idx on ledger_entries (transaction_id)`.execute(db)
  await sql`alter table ledger_entries drop constraint ledger_entries_pkey`.execute(db)
  await sql`alter table ledger_entries add constraint ledger_entries_pkey primary key (id)`.execute(db)
  await sql`create index ledger_entries_account_idx on ledger_entries (account_id)`.execute(db)

  await sql`alter table bills drop constraint bills_pkey`.execute(db)
  await sql`alter table bills add constraint bills_pkey primary key (id)`.execute(db)
  await sql`create index bills_user_idx on bills (user_id, id)`.execute(db)
  await sql`create index bills_user_type_time_idx on bills (user_id, type, created_at)`.execute(db)
}
