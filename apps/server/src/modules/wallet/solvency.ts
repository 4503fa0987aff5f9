import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { Address } from 'viem'
import { payoutsByToken, tokenBalance } from '../withdraw/hotFloat.ts'
import { setShortfall } from '../withdraw/payerState.ts'
import { checkLedger } from './ledgerCheck.ts'
import { toDecimal } from './tokenCatalog.ts'
import type { WalletContext } from './walletContext.ts'

/** One token's custody, in base units: what is owed, what is there, and what is missing. */
export interface SolvencyLine {
  tokenId: number
  symbol: string
  decimals: number
  /** Users' balances (usable and frozen), deposits held for review, and the programmes' pools. */
  owed: bigint
  /** What the deposit address, the hot wallet and the cold addresses hold on chain. */
  onChain: bigint
  /** Payouts of orders being sent: their tokens may have left while the orders still owe them. */
  inFlight: bigint
  /** owed − on chain − in flight, when positive; else 0. */
  shortfall: bigint
}

/** Every address whose tokens are custody's: the deposit address, the hot wallet, the cold ones (watched only). */
export function custodyAddresses(ctx: WalletContext): Address[] {
  const all = [ctx.depositAddress, ctx.hotWalletAddress, ...ctx.config.coldAddresses].filter((address): address is Address => address !== undefined)
  return [...new Map(all.map((address) => [address.toLowerCase(), address])).values()]
}

/**
 * Compares, per token listed on this chain, what custody owes with what its addresses hold on
 * chain plus what is in flight. The fees the house earned are its own and not counted as owed:
 * a shortfall is one that users or pools would feel. Reads the chain (throws when the node fails).
 */
export async function checkSolvency(ctx: WalletContext): Promise<SolvencyLine[]> {
  const [ledger, tokens] = await Promise.all([checkLedger(ctx.db), ctx.tokens.all()])
  const totals = new Map(ledger.tokens.map((totals) => [totals.token_id, totals]))
  const inFlightOf = await payoutsByToken(ctx.db, [withdrawStatuses.sending])
  const addresses = custodyAddresses(ctx)
  const lines: SolvencyLine[] = []
  for (const token of tokens) {
    if (token.contract === undefined) continue
    const total = totals.get(token.id)
    const owed = total === undefined ? 0n : total.users + total.held + total.programmes
    const contract = token.contract
    const balances = await Promise.all(addresses.map((owner) => tokenBalance(ctx, contract, owner)))
    const onChain = balances.reduce((sum, balance) => sum + balance, 0n)
    const inFlight = inFlightOf.get(token.id) ?? 0n
    const missing = owed - onChain - inFlight
    lines.push({ tokenId: token.id, symbol: token.symbol, decimals: token.decimals, owed, onChain, inFlight, shortfall: missing > 0n ? missing : 0n })
  }
  return lines
}

export class SolvencyShortfallError extends Error {
  override name = 'SolvencyShortfallError'
}

/** The shortfalls in words, for the payer's state, the log and the console. */
export function describeShortfalls(lines: readonly SolvencyLine[]): string | null {
  const short = lines.filter((line) => line.shortfall > 0n)
  if (short.length === 0) return null
  const amount = (value: bigint, line: SolvencyLine) => `${toDecimal(value, line)} ${line.symbol}`
  return `custody is short: ${short.map((line) => `${amount(line.shortfall, line)} (owed ${amount(line.owed, line)}, on chain ${amount(line.onChain, line)}, in flight ${amount(line.inFlight, line)})`).join('; ')}`
}

/**
 * The worker step: a shortfall stops the payer signing (kept on its state, shown on the console)
 * and fails the step, so the loop logs it once and its health shows it; a check without one lets
 * the payer go on.
 */
export async function solvencyStep(ctx: WalletContext): Promise<void> {
  const shortfall = describeShortfalls(await checkSolvency(ctx))
  if (ctx.hotWalletAddress !== undefined) await setShortfall(ctx.db, ctx.hotWalletAddress, shortfall)
  if (shortfall !== null) throw new SolvencyShortfallError(shortfall)
}
