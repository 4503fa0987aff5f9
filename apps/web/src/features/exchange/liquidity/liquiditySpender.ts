import { takesTradeTax } from '@hapdex/core/amm/transferTax'
import type { ExchangeConfig } from '@hapdex/core/chain/chainConfig'
import type { Address } from 'viem'
import type { Token } from '../tokens/token.ts'

/**
 * The contract a pair's liquidity goes through, and so the spender of its approvals: the
 * exchange's TaxFreeLiquidity for a pair with a taxed token (HAP), so that adding and removing
 * pay no trade tax (decision 0034); the router otherwise. TaxFreeLiquidity has no native-coin
 * calls, so a taxed token paired with the native coin goes through the router, taxed.
 */
export function liquiditySpender(exchange: ExchangeConfig, a: Token | undefined, b: Token | undefined): Address {
  const taxed = [a, b].some(takesTradeTax)
  const native = [a, b].some((token) => token?.isNative)
  return (taxed && !native && exchange.taxFreeLiquidity !== undefined ? exchange.taxFreeLiquidity : exchange.router) as Address
}
