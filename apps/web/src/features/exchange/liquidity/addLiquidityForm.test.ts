import { describe, expect, it } from 'vitest'
import { fraction } from '@hapdex/core/amount/fraction'
import type { Token } from '../tokens/token.ts'
import { addButtonState, addFormReducer, addQuote, type AddForm } from './addLiquidityForm.ts'

const token = (symbol: string, decimals = 18): Token => ({ chainId: 56, address: `0x${symbol.charCodeAt(0).toString(16).padStart(40, '0')}`, name: symbol, symbol, decimals, isNative: false })
const usdt = token('USDT')
const usdc = token('CUSD', 6)
const e18 = 10n ** 18n
const form = (patch: Partial<AddForm> = {}): AddForm => ({ a: usdt, b: usdc, textA: '', textB: '', side: 'a', ...patch })

describe('addQuote', () => {
  it('computes the other side from the reserves, rounded down as the router', () => {
    const pool = { reserveA: 1000n * e18, reserveB: 2000n * 10n ** 6n, totalSupply: 500n * e18 }
    const result = addQuote(form({ textA: '10' }), pool)
    expect(result.firstProvider).toBe(false)
    expect(result.amountB).toBe(20n * 10n ** 6n)
    expect(result.textB).toBe('20')
    expect(result.minted).toBe(5n * e18)
    expect(result.share).toEqual(fraction(5n * e18, 505n * e18))
    expect(result.price).toEqual(fraction(2000n * 10n ** 6n * e18, 1000n * e18 * 10n ** 6n))
    const fromB = addQuote(form({ textB: '1', side: 'b' }), pool)
    expect(fromB.amountA).toBe(5n * 10n ** 17n)
    expect(fromB.textA).toBe('0.5')
  })

  it('lets a first provider type both sides and sets the price from them', () => {
    for (const pool of [undefined, { reserveA: 0n, reserveB: 0n, totalSupply: 0n }]) {
      const result = addQuote(form({ textA: '4', textB: '1' }), pool)
      expect(result.firstProvider).toBe(true)
      expect(result.amountA).toBe(4n * e18)
      expect(result.amountB).toBe(10n ** 6n)
      expect(result.minted).toBe(2n * 10n ** 12n - 1000n)
      expect(result.share?.denominator).toBe(2n * 10n ** 12n)
    }
  })

  it('leaves unparseable text without amounts', () => {
    const result = addQuote(form({ textA: '1.2.3', textB: '1' }), undefined)
    expect(result.amountA).toBeUndefined()
    expect(result.minted).toBeUndefined()
  })
})

describe('addFormReducer', () => {
  it('rejects letters, records the typed side, and swaps on picking the other token', () => {
    const typed = addFormReducer(form(), { type: 'type', side: 'b', text: '1,000.5' })
    expect(typed).toMatchObject({ textB: '1,000.5', side: 'b' })
    expect(addFormReducer(typed, { type: 'type', side: 'a', text: 'x' })).toBe(typed)
    const swapped = addFormReducer(typed, { type: 'select', side: 'a', token: usdc })
    expect(swapped).toMatchObject({ a: usdc, b: usdt, textA: '1,000.5', side: 'a' })
  })
})

describe('addButtonState', () => {
  const base = { connected: true, a: usdt, b: usdc, balanceA: 100n * e18, balanceB: 100n * 10n ** 6n, needsApproval: false }
  const quoted = addQuote(form({ textA: '10', textB: '10' }), undefined)
  it('follows the precedence', () => {
    expect(addButtonState({ ...base, connected: false, quote: quoted }).code).toBe('connectWallet')
    expect(addButtonState({ ...base, b: undefined, quote: quoted }).code).toBe('selectToken')
    expect(addButtonState({ ...base, quote: addQuote(form({ textA: '10' }), undefined) }).code).toBe('enterAmount')
    expect(addButtonState({ ...base, balanceB: 1n, quote: quoted })).toEqual({ code: 'insufficientBalance', symbol: 'CUSD' })
    expect(addButtonState({ ...base, balanceA: 1n, quote: quoted })).toEqual({ code: 'insufficientBalance', symbol: 'USDT' })
    expect(addButtonState({ ...base, quote: addQuote(form({ textA: '0.000000000000000001', textB: '0.000001' }), undefined) }).code).toBe('insufficientLiquidity')
    expect(addButtonState({ ...base, needsApproval: true, quote: quoted }).code).toBe('approve')
    expect(addButtonState({ ...base, quote: quoted }).code).toBe('supply')
  })
})

describe('addButtonState with too many decimals (issue 17)', () => {
  it('names the token whose decimals were exceeded instead of asking for an amount', () => {
    const base = { connected: true, a: usdt, b: usdc, balanceA: 100n * e18, balanceB: 100n * 10n ** 6n, needsApproval: false }
    const textB = '1.1234567'
    const quote = addQuote(form({ textA: '10', textB }), undefined)
    expect(addButtonState({ ...base, quote, textA: '10', textB })).toEqual({ code: 'tooManyDecimals', symbol: 'CUSD', decimals: 6 })
    expect(addButtonState({ ...base, quote, textA: '10', textB: '' }).code).toBe('enterAmount')
  })
})

