import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The operator audit log (issue 37): one row per operator action, written in the transaction of
// the action itself, so a row exists exactly when the change committed (modules/admin/audit/).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operator_audit (
    id bigserial primary key,
    -- The operator's checksummed address.
    actor text not null,
    -- What was done, as 'area.verb' (withdraw.approve, deposit.release, ...).
    action text not null,
    -- What it was done to ('withdraw_order:12'), so one record's history is one filter.
    target text not null,
    -- The record as it was before and after the action, as the action reads it.
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`.execute(db)
  // The console lists newest first, filtered by action, operator or target.
  await sql`create index operator_audit_action_idx on operator_audit (action, id)`.execute(db)
  await sql`create index operator_audit_actor_idx on operator_audit (actor, id)`.execute(db)
  await sql`create index operator_audit_target_idx on operator_audit (target, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_audit`.execute(db)
}
