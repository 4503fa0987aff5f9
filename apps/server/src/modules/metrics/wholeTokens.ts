import { toDecimal } from '../wallet/tokenCatalog.ts'

/**
 * Base units as whole tokens in a float, for a Prometheus gauge only (decision 0048): the one
 * place money becomes a JS number. Prometheus keeps float64 whatever it is sent, so an amount
 * keeps about 15 significant digits: plenty for a graph or an alert threshold, never for the
 * books. Parsing the exact decimal rounds once, to the nearest float; dividing a float of the
 * base units by 10^decimals would round twice.
 */
export function wholeTokens(value: bigint, token: { decimals: number }): number {
  return Number(toDecimal(value, token))
}
