import type { Fraction } from '@hapdex/core/amount/fraction'
import type { ProgrammeConfig, ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import type { Db } from '../../../db/database.ts'
import type { ProgrammeContext } from '../programmeContext.ts'

/** One day of one job, as the runner hands it over. */
export interface SettlementDay {
  ctx: ProgrammeContext
  /** YYYY-MM-DD in the settlement zone. */
  day: string
  /** [start, end) of the day. */
  start: Date
  end: Date
  /** The clock's now: what the postings and bills are stamped with. */
  postedAt: Date
  /**
   * The programme's configuration in force at the day's end, and the day's USD price of a token:
   * a day settled late is settled with its own inputs, never today's. The run records both.
   */
  config<N extends ProgrammeName>(name: N): Promise<ProgrammeConfig<N>>
  price(symbol: string): Promise<Fraction>
}

export interface SettlementOutcome {
  /** Users the day settled (the job's own measure, e.g. holders of an active record). */
  users: number
  /** What the job wants operators to read on the run (prices used, counts). */
  detail?: string
}

/**
 * A daily job on the settlement runner. `prepare` reads what the day needs (configuration,
 * tokens, prices) before the transaction opens: inside it only the transaction's own connection
 * may be used (PGlite has one). `settle` then runs inside the run's database transaction: it
 * fills the temporary table `settlement_lines` (see settlementLines.ts) set-wise and updates its
 * programme's own tables; the runner posts the lines as one ledger transaction. If anything
 * throws, an underfunded pool included, nothing of the day is kept.
 */
export interface SettlementJob<Prepared = unknown> {
  name: string
  programme: ProgrammeName
  prepare(day: SettlementDay): Promise<Prepared>
  settle(trx: Db, day: SettlementDay, prepared: Prepared): Promise<SettlementOutcome>
  /** Runs after the posting, still inside the transaction (e.g. to link rows to the transaction id). */
  afterPosting?(trx: Db, day: SettlementDay, transactionId: string | undefined): Promise<void>
}

/** Declares a job with its prepared state typed; the runner sees every job alike. */
export function defineSettlementJob<Prepared>(job: SettlementJob<Prepared>): SettlementJob {
  return job as SettlementJob
}
