import { sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../db/database.ts'
import { addDays } from '../programmes/base/clock.ts'
import type { ProgrammeContext } from '../programmes/base/programmeContext.ts'
import type { SettlementJob } from '../programmes/base/settlement/settlementJob.ts'
import { createSettlementRunner } from '../programmes/base/settlement/settlementRunner.ts'
import type { SettlementRunRow } from '../programmes/base/settlement/settlementRuns.repo.ts'

/** Test helpers of the daily jobs' idempotency (not a test file itself). */

/** Everything a settlement run may write: the ledger, the bills, and the job's own tables. */
export interface SettlementSnapshot {
  transactions: number
  entries: number
  bills: number
  /** Per ledger account: its balance column and the sum of its entries. */
  accounts: string[]
  /** The rows of each programme table, in primary-key order. */
  rows: Record<string, unknown[]>
}

export async function settlementSnapshot(db: Db, tables: readonly string[]): Promise<SettlementSnapshot> {
  const count = async (table: string) => Number((await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n)
  const { rows: accounts } = await sql<{ account: string }>`
    select concat_ws(' ', a.owner_kind, a.owner_id, a.token_id, a.purpose, a.balance, coalesce(sum(e.amount), 0)) as account
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id order by a.id`.execute(db)
  const rows: Record<string, unknown[]> = {}
  for (const table of tables) rows[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows
  return {
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    bills: await count('bills'),
    accounts: accounts.map((row) => row.account),
    rows,
  }
}

export type KillPoint = 'after settle' | 'after posting'

/**
 * The job, killed inside its run's transaction: after its settle step (lines written, its own
 * tables updated, nothing posted yet) or after the posting (entries and bills written).
 */
export function killedJob(job: SettlementJob, at: KillPoint): SettlementJob {
  if (at === 'after settle') {
    return {
      ...job,
      async settle(trx, day, prepared) {
        await job.settle(trx, day, prepared)
        throw new Error(`killed ${at}`)
      },
    }
  }
  return {
    ...job,
    async afterPosting(trx, day, transactionId) {
      await job.afterPosting?.(trx, day, transactionId)
      throw new Error(`killed ${at}`)
    },
  }
}

const postingsOf = async (db: Db, job: string, day: string) =>
  Number((await sql<{ n: string | number }>`select count(*) as n from ledger_transactions where idempotency_key = ${`settle:${job}:${day}`}`.execute(db)).rows[0]?.n)

/**
 * Settles `day` of `job` (the job's first open day, already ended) as crashes and retries would:
 * a run killed after its settle step and one killed after posting leave the ledger, the bills and
 * `tables` exactly as they were; the next run completes the day with one posting (none when
 * nothing is due); running the done day again, by day and in a pass, changes nothing. Returns the
 * completed run and the snapshots around it, for the caller to check what the day paid.
 */
export async function settleIdempotently(ctx: ProgrammeContext, job: SettlementJob, day: string, tables: readonly string[]) {
  const before = await settlementSnapshot(ctx.db, tables)
  for (const at of ['after settle', 'after posting'] as const) {
    const killed = await createSettlementRunner(ctx, [killedJob(job, at)]).settleDay(job.name, day)
    expect(killed).toMatchObject({ job: job.name, day, status: 'failed' })
    expect(killed.detail).toContain(`killed ${at}`)
    expect(await postingsOf(ctx.db, job.name, day)).toBe(0)
    expect(await settlementSnapshot(ctx.db, tables)).toEqual(before)
  }

  const runner = createSettlementRunner(ctx, [job])
  const run: SettlementRunRow = await runner.settleDay(job.name, day)
  expect(run).toMatchObject({ job: job.name, day, status: 'done' })
  // One posting, or none on a day with nothing to pay.
  const posted = run.transaction_id === null ? 0 : 1
  expect(await postingsOf(ctx.db, job.name, day)).toBe(posted)
  const after = await settlementSnapshot(ctx.db, tables)

  expect(await runner.settleDay(job.name, day)).toMatchObject({ status: 'done', transaction_id: run.transaction_id })
  // A pass settles nothing more when the day is yesterday (a later day would be its own run).
  if ((await runner.today()) === addDays(day, 1)) expect(await runner.settleDueDays()).toEqual([])
  expect(await postingsOf(ctx.db, job.name, day)).toBe(posted)
  expect(await settlementSnapshot(ctx.db, tables)).toEqual(after)
  return { run, before, after }
}
