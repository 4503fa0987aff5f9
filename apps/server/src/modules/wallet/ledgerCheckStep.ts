import type { Db } from '../../db/database.ts'
import { checkLedger } from './ledgerCheck.ts'

/** Problems named in the failure; the rest are counted (npm run ledger:check lists them all). */
const PROBLEMS_SHOWN = 3

export class LedgerCheckError extends Error {
  override name = 'LedgerCheckError'
}

/**
 * The worker step of the ledger check (npm run ledger:check's invariants): a broken invariant
 * fails the step, so the loop logs it once per new finding and its health row shows it on the
 * console and in /metrics. It changes nothing: what is wrong is for operators to look into.
 */
export async function ledgerCheckStep(db: Db): Promise<void> {
  const { problems } = await checkLedger(db)
  if (problems.length === 0) return
  const more = problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : ''
  throw new LedgerCheckError(`the ledger invariant is broken (${problems.length} problem${problems.length === 1 ? '' : 's'}): ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}`)
}
