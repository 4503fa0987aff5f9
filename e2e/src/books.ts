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
