import type { Address } from '../chain/chainConfig.ts'

/**
 * A token's tax on every transfer from or to one of its pairs (a buy or a sell), as TaxedToken.sol
 * takes it: each share `amount × bps / 10,000` rounded down on its own, the tax their sum.
 */
export type TransferTax = { readonly sharesBps: readonly bigint[] }

/** HAP's trade tax (spec 3): 0.25 % back to the pool, 0.25 % ecological, 0.5 % LP and 0.5 % card dividend. */
export const hapTradeTax: TransferTax = { sharesBps: [25n, 25n, 50n, 50n] }

/** The taxed tokens of a quote, by lower-case address. */
export type TransferTaxes = ReadonlyMap<string, TransferTax>

const BPS = 10_000n

export function taxOn(tax: TransferTax, amount: bigint): bigint {
  let total = 0n
  for (const bps of tax.sharesBps) total += (amount * bps) / BPS
  return total
}

/** What arrives when `amount` of `token` moves from or to a pair. */
export function arriving(taxes: TransferTaxes, token: Address, amount: bigint): bigint {
  const tax = taxes.get(token.toLowerCase())
  return tax === undefined ? amount : amount - taxOn(tax, amount)
}

/**
 * An amount to send so that at least `net` arrives: the arrival is not monotonic in the amount
 * sent (at a multiple of 400 wei all four shares round up at once), so it is found by stepping
 * from the estimate rather than by inverting a formula.
 */
export function sendingFor(taxes: TransferTaxes, token: Address, net: bigint): bigint {
  const tax = taxes.get(token.toLowerCase())
  if (tax === undefined || net <= 0n) return net
  const totalBps = tax.sharesBps.reduce((sum, bps) => sum + bps, 0n)
  let amount = (net * BPS + BPS - totalBps - 1n) / (BPS - totalBps)
  while (arriving(taxes, token, amount) < net) amount += 1n
  while (amount > 0n && arriving(taxes, token, amount - 1n) >= net) amount -= 1n
  return amount
}

export function touchesTaxed(taxes: TransferTaxes | undefined, path: readonly Address[]): boolean {
  return taxes !== undefined && taxes.size > 0 && path.some((token) => taxes.has(token.toLowerCase()))
}

/** The token-list tag of a token that takes HAP's trade tax (the devnet's HAP; a host's list names its own). */
export const TRADE_TAX_TAG = 'tradeTax'

/** True for a token-list entry tagged TRADE_TAX_TAG. */
export function takesTradeTax(token: { tags?: readonly string[] | undefined } | undefined): boolean {
  return token?.tags?.includes(TRADE_TAX_TAG) === true
}

/** The taxed tokens of a token list: those tagged TRADE_TAX_TAG. */
export function tradeTaxesOf(tokens: readonly { address: string; tags?: readonly string[] | undefined }[]): TransferTaxes {
  return new Map(tokens.filter(takesTradeTax).map((token) => [token.address.toLowerCase(), hapTradeTax]))
}
