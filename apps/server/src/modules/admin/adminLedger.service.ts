import { checkLedger } from '../wallet/ledgerCheck.ts'
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
