import { sql, type Kysely } from 'kysely'
import { auditEntryHash, GENESIS_HASH } from '../../modules/admin/audit/auditChain.ts'

// Frozen once landed: add a new migration instead of editing this one.
// Decision 0046: operator actions are signed (EIP-712) and the audit log cannot be rewritten.
// - operator_nonces: each signed action's nonce, once per operator, kept past its expiry.
// - operator_audit.signatures: the signatures that authorised the entry; entry_hash chains every
//   entry to the one before it (auditChain.ts); operator_audit_head holds the chain's last hash,
//   its row lock orders the writers.
// - The database refuses UPDATE, DELETE and TRUNCATE on operator_audit.
// - operator_requests: an action a second operator must approve before it takes effect.
// - operator_session_activity: when each operator session last used the console (its idle limit).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operator_nonces (
    signer text not null,
    nonce text not null,
    expires_at timestamptz not null,
    primary key (signer, nonce)
  )`.execute(db)
  await sql`alter table operator_audit add column signatures jsonb not null default '[]'::jsonb`.execute(db)
  await sql`alter table operator_audit add column entry_hash text`.execute(db)
  const last = await chainExistingEntries(db)
  await sql`alter table operator_audit alter column entry_hash set not null`.execute(db)
  await sql`create table operator_audit_head (
    id smallint primary key check (id = 1),
    last_hash text not null
  )`.execute(db)
  await sql`insert into operator_audit_head (id, last_hash) values (1, ${last})`.execute(db)
  await sql`create function operator_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
  $$`.execute(db)
  await sql`create trigger operator_audit_append_only before update or delete on operator_audit
    for each row execute function operator_audit_refuse_change()`.execute(db)
  await sql`create trigger operator_audit_no_truncate before truncate on operator_audit
    for each statement execute function operator_audit_refuse_change()`.execute(db)

  await sql`create table operator_requests (
    id bigserial primary key,
    -- The endpoint path of the action, and its body as the requester signed it (canonical JSON).
    action text not null,
    payload text not null,
    kind text not null,
    target text not null,
    requester text not null,
    request_signature jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'expired')),
    expires_at timestamptz not null,
    created_at timestamptz not null,
    decided_by text,
    decision_signature jsonb,
    decided_at timestamptz,
    -- What the approved action answered, for the console.
    outcome jsonb
  )`.execute(db)
  await sql`create index operator_requests_status_idx on operator_requests (status, id)`.execute(db)

  // A session signed in on the console's own origin (ADMIN_ORIGIN): with one configured, only such sessions operate.
  await sql`alter table sessions add column console boolean not null default false`.execute(db)
  // An operator session's last use of the console: idle past the limit, it no longer operates.
  await sql`create table operator_session_activity (
    token_hash text primary key,
    last_seen_at timestamptz not null
  )`.execute(db)
}

/** Chains the entries written before signatures, oldest first; answers the last hash. */
async function chainExistingEntries(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ id: string; actor: string; action: string; target: string; before: unknown; after: unknown; created_at: Date }>`
    select id, actor, action, target, before, after, created_at from operator_audit order by id`.execute(db)
  let previous: string = GENESIS_HASH
  for (const row of rows) {
    previous = auditEntryHash(previous, { ...row, id: String(row.id), signatures: [] })
    await sql`update operator_audit set entry_hash = ${previous} where id = ${row.id}`.execute(db)
  }
  return previous
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_session_activity`.execute(db)
  await sql`alter table sessions drop column console`.execute(db)
  await sql`drop table operator_requests`.execute(db)
  await sql`drop trigger operator_audit_no_truncate on operator_audit`.execute(db)
  await sql`drop trigger operator_audit_append_only on operator_audit`.execute(db)
  await sql`drop function operator_audit_refuse_change()`.execute(db)
  await sql`drop table operator_audit_head`.execute(db)
  await sql`alter table operator_audit drop column entry_hash`.execute(db)
  await sql`alter table operator_audit drop column signatures`.execute(db)
  await sql`drop table operator_nonces`.execute(db)
}
