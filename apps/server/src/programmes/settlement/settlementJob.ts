import type { ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import type { Db } from '../../db/database.ts'
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
}

export interface SettlementOutcome {
  /** Users the day settled (the job's own measure, e.g. holders of an active record). */
  users: number
  /** What the job wants operators to read on the run (prices used, counts). */
  detail?: string
}

/**
 * A daily job on the settlement runner. `settle` runs inside the run's database transaction:
 * it fills the temporary table `settlement_lines` (see settlementLines.ts) set-wise and updates
 * its programme's own tables; the runner then posts the lines as one ledger transaction. If
 * anything throws, including an underfunded pool, nothing of the day is kept.
 */
export interface SettlementJob {
  name: string
  programme: ProgrammeName
  settle(trx: Db, day: SettlementDay): Promise<SettlementOutcome>
  /** Runs after the posting, still inside the transaction (e.g. to link rows to the transaction id). */
  afterPosting?(trx: Db, day: SettlementDay, transactionId: string | undefined): Promise<void>
}
