import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// A run that booked credits to usable_incoming says so, so the worker sweeps only then: looking
// for balances to move on every pass read every ledger account (a sequential scan of millions of
// rows every two seconds). The flag is cleared only by the sweep that followed it, so a crash
// between a run and its sweep leaves the sweep due.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table settlement_runs add column incoming_pending boolean not null default false`.execute(db)
  await sql`create index settlement_runs_incoming_pending_idx on settlement_runs (id) where incoming_pending`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table settlement_runs drop column incoming_pending`.execute(db)
}
