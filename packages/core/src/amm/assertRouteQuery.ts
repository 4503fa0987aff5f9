import type { Address } from '../chain/chainConfig.ts'
import { IdenticalAddressesError, InvalidMaxHopsError } from './errors.ts'
import type { TransferTaxes } from './transferTax.ts'

export type RouteOptions = {
  /** 2 by default; 1 when the multipath setting is on (spec section 1). */
  maxHops?: 1 | 2 | undefined
  /** Tokens taxed on transfers from and to their pairs (HAP): routes through them are quoted after the tax. */
  taxes?: TransferTaxes | undefined
}

/**
 * Fails fast on caller mistakes of a route query. It takes the already looked-up token indexes
 * (undefined when a token has no pair) and allocates nothing, as it runs on every query.
 */
export function assertRouteQuery(tokenIn: Address, tokenOut: Address, source: number | undefined, target: number | undefined, maxHops: number): void {
  if (maxHops !== 1 && maxHops !== 2) throw new InvalidMaxHopsError({ maxHops })
  if (source === target && (source !== undefined || tokenIn.toLowerCase() === tokenOut.toLowerCase())) throw new IdenticalAddressesError({ address: tokenIn })
}
