import { listWorkerHealth } from '../../workers/workerHealth.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'
import { checkSolvency } from '../wallet/solvency.ts'
import { toDecimal } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'

/** The ledger check `npm run ledger:check` runs, for the console: the same invariants, totals in whole tokens with their symbol. */
export async function ledgerCheckView(ctx: WalletContext) {
  const [result, tokens] = await Promise.all([checkLedger(ctx.db), ctx.tokens.all()])
  const byId = new Map(tokens.map((token) => [token.id, token]))
  return {
    ok: result.ok,
    problems: result.problems,
    checked_at: new Date().toISOString(),
    tokens: result.tokens.map((totals) => {
      const token = byId.get(totals.token_id) ?? { symbol: `#${totals.token_id}`, decimals: 18 }
      const amount = (value: bigint) => toDecimal(value, token)
      return {
        token_id: totals.token_id,
        token: token.symbol,
        entries: amount(totals.entries),
        users: amount(totals.users),
        fees: amount(totals.fees),
        held: amount(totals.held),
        programmes: amount(totals.programmes),
        operator_funding: amount(totals.operatorFunding),
        custody: amount(totals.custody),
        on_chain_net: amount(totals.onChainNet),
      }
    }),
  }
}

/** The workers' health rows and the chain readers' cursors, for the console. */
export async function workersView(ctx: WalletContext) {
  const [rows, cursors] = await Promise.all([listWorkerHealth(ctx.db), ctx.db.selectFrom('worker_cursors').select(['name', 'block_number']).orderBy('name').execute()])
  const iso = (time: Date | null) => (time === null ? null : new Date(time).toISOString())
  return {
    list: rows.map((row) => ({ name: row.name, failures: row.failures, failing_since: iso(row.failing_since), last_error: row.last_error, last_ok_at: iso(row.last_ok_at), updated_at: new Date(row.updated_at).toISOString() })),
    cursors: cursors.map((cursor) => ({ name: cursor.name, next_block: String(cursor.block_number) })),
  }
}

/** The solvency check read now, for the console: a node that fails gives its reason, not a 5xx. */
export async function solvencyView(ctx: WalletContext) {
  const checked_at = new Date().toISOString()
  try {
    const lines = await checkSolvency(ctx)
    const amount = (value: bigint, line: { decimals: number }) => toDecimal(value, line)
    return {
      checked_at,
      error: null,
      tokens: lines.map((line) => ({ token_id: line.tokenId, token: line.symbol, owed: amount(line.owed, line), on_chain: amount(line.onChain, line), in_flight: amount(line.inFlight, line), shortfall: amount(line.shortfall, line) })),
    }
  } catch (error) {
    return { checked_at, tokens: null, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'the node failed' }
  }
}
