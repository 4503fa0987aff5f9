import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The outbox (issue 30, programmes/base/outbox/): durable jobs for work that is not daily and must
// be retried until it succeeds, such as the game market's transfers across its service boundary.
// A job is written in the transaction of the change that calls for it, so it exists exactly when
// that change committed; the leader's worker claims due jobs, runs them and records the outcome.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table outbox_jobs (
    id bigserial primary key,
    kind text not null,
    -- The idempotency key the handler passes across the boundary: every attempt sends the same one.
    key text not null,
    payload jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'done', 'dead')),
    -- Attempts claimed so far; a claim is identified by (id, attempts), so a runner whose lease ran
    -- out cannot record the outcome over a newer claim's.
    attempts integer not null default 0,
    -- When the job is next due: the retry time, or the end of the running attempt's lease.
    run_at timestamptz not null,
    last_error text,
    -- Why a job is dead: 'definite' (the other side refused; the handler's compensation ran) or
    -- 'exhausted' (attempts ran out; the outcome is unknown, reconciliation decides).
    dead_reason text check (dead_reason in ('definite', 'exhausted')),
    created_at timestamptz not null,
    finished_at timestamptz,
    unique (kind, key),
    check ((status = 'dead') = (dead_reason is not null))
  )`.execute(db)
  await sql`create index outbox_jobs_due_idx on outbox_jobs (run_at, id) where status = 'pending'`.execute(db)
  await sql`create index outbox_jobs_status_idx on outbox_jobs (status, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table outbox_jobs`.execute(db)
}
