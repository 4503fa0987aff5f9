import type { ExchangeConfig } from '@hapdex/core/chain/chainConfig'
import { describe, expect, it } from 'vitest'
import type { Token } from '../tokens/token.ts'
import { liquiditySpender } from './liquiditySpender.ts'

const token = (symbol: string, digit: string, extra: Partial<Token> = {}): Token => ({ chainId: 31337, address: `0x${digit.repeat(40)}`, name: symbol, symbol, decimals: 18, isNative: false, ...extra })
const usdt = token('USDT', '1')
const hap = token('HAP', '2', { tags: ['tradeTax'] })
const bnb = token('BNB', 'e', { isNative: true })
const exchange: ExchangeConfig = { id: 'v1', router: `0x${'a'.repeat(40)}`, factory: `0x${'f'.repeat(40)}`, storageKey: 'lpList', defaultTokens: [], taxFreeLiquidity: `0x${'c'.repeat(40)}` }

describe('liquiditySpender', () => {
  it('sends a pair with a taxed token through TaxFreeLiquidity, whichever side it is on', () => {
    expect(liquiditySpender(exchange, usdt, hap)).toBe(exchange.taxFreeLiquidity)
    expect(liquiditySpender(exchange, hap, usdt)).toBe(exchange.taxFreeLiquidity)
  })

  it('keeps the router for untaxed pairs, for the native coin, and where the exchange has no TaxFreeLiquidity', () => {
    expect(liquiditySpender(exchange, usdt, token('BGC', '3'))).toBe(exchange.router)
    expect(liquiditySpender(exchange, hap, bnb)).toBe(exchange.router)
    const { taxFreeLiquidity: _, ...withoutIt } = exchange
    expect(liquiditySpender(withoutIt, usdt, hap)).toBe(exchange.router)
    expect(liquiditySpender(exchange, undefined, undefined)).toBe(exchange.router)
  })
})
