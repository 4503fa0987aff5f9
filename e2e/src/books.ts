import { createDb } from '../../apps/server/src/db/createDb.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'

/**
 * The suite deposits, trades, pledges and withdraws with real money flows: a run whose screens
 * all passed but whose books no longer balance is a failed run, so the teardown asks this.
 */
export async function assertBooksBalance(db: Db): Promise<void> {
  const { problems } = await checkLedger(db)
  if (problems.length > 0) throw new Error(`ledger check failed after the browser suite (npm run ledger:check):\n${problems.join('\n')}`)
}

/** The same check on the stopped stack's database (a PostgreSQL URL or a PGlite folder). */
export async function assertStackBooksBalance(target: string): Promise<void> {
  // Closing PGlite sets process.exitCode to 0 (its Emscripten runtime exits), which would turn a
  // run with failed tests into a passing one: the run's own exit code is put back.
  const exitCode = process.exitCode
  const db = createDb(target)
  try {
    await assertBooksBalance(db)
  } finally {
    await db.destroy()
    process.exitCode = exitCode
  }
}
