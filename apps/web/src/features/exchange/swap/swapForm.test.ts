import { describe, expect, it } from 'vitest'
import { shouldQuote, swapFormReducer, typedAmount, type SwapForm } from './swapForm.ts'
import type { Token } from '../tokens/token.ts'

const token = (symbol: string, address: string, isNative = false): Token => ({ chainId: 1, address: address as `0x${string}`, name: symbol, symbol, decimals: 18, isNative })
const bnb = token('BNB', '0x' + 'b'.repeat(40), true)
const wbnb = token('WBNB', '0x' + 'b'.repeat(40))
const usdt = token('USDT', '0x' + '1'.repeat(40))
const hap = token('HAP', '0x' + '2'.repeat(40))
const start: SwapForm = { from: bnb, to: usdt, typed: '', source: 'from' }

describe('swapFormReducer', () => {
  it('editing a side makes it the source', () => {
    const typedTo = swapFormReducer(start, { type: 'type', side: 'to', text: '12.5' })
    expect(typedTo).toMatchObject({ typed: '12.5', source: 'to' })
    expect(swapFormReducer(typedTo, { type: 'type', side: 'from', text: '1' })).toMatchObject({ typed: '1', source: 'from' })
  })

  it('ignores text that is not a number', () => {
    const state = swapFormReducer(start, { type: 'type', side: 'from', text: '1' })
    expect(swapFormReducer(state, { type: 'type', side: 'from', text: '1e5' })).toBe(state)
    expect(swapFormReducer(state, { type: 'type', side: 'from', text: '-1' })).toBe(state)
    expect(swapFormReducer(state, { type: 'type', side: 'from', text: '1,000.5' }).typed).toBe('1,000.5')
  })

  it('turning around swaps tokens, keeps the amount with its token and flips the source', () => {
    const state = swapFormReducer(start, { type: 'type', side: 'from', text: '2' })
    expect(swapFormReducer(state, { type: 'turnAround' })).toEqual({ from: usdt, to: bnb, typed: '2', source: 'to' })
  })

  it('selecting the token of the other side turns around', () => {
    const state = swapFormReducer(start, { type: 'type', side: 'from', text: '3' })
    expect(swapFormReducer(state, { type: 'select', side: 'from', token: usdt })).toEqual({ from: usdt, to: bnb, typed: '3', source: 'to' })
    expect(swapFormReducer(state, { type: 'select', side: 'to', token: hap })).toMatchObject({ from: bnb, to: hap, typed: '3' })
  })

  it('the native coin and its wrapped token are different choices', () => {
    expect(swapFormReducer(start, { type: 'select', side: 'to', token: wbnb })).toMatchObject({ from: bnb, to: wbnb })
  })
})

describe('clearing rules', () => {
  it('quotes only with both tokens and a positive amount', () => {
    expect(shouldQuote({ ...start, typed: '1' })).toBe(true)
    expect(shouldQuote({ ...start, typed: '' })).toBe(false)
    expect(shouldQuote({ ...start, typed: '0.000' })).toBe(false)
    expect(shouldQuote({ ...start, to: undefined, typed: '1' })).toBe(false)
    expect(shouldQuote({ ...start, source: 'to', from: undefined, typed: '1' })).toBe(false)
  })

  it('reads the typed amount in the source token decimals and rejects too many decimals', () => {
    expect(typedAmount({ ...start, typed: '1.5' })).toBe(1_500_000_000_000_000_000n)
    expect(typedAmount({ ...start, typed: '1.' + '1'.repeat(19) })).toBeUndefined()
    expect(typedAmount({ ...start, typed: '.' })).toBeUndefined()
  })
})
