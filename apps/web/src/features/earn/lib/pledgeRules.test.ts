import { describe, expect, it } from 'vitest'
import { checkPledge, checkRedeem, isPositive } from './pledgeRules.ts'

const pool = { minPledge: '100', usable: '250.5' }

describe('checkPledge', () => {
  it('takes min_pledge up to the usable balance, sent in the API spelling', () => {
    expect(checkPledge('100', pool)).toEqual({ ok: true, amount: '100' })
    // Grouping separators only between groups of three: '1,00.5' is a typo, never 100.5 (issue 15).
    expect(checkPledge('1,00.5', pool)).toEqual({ ok: false, code: 'invalidAmount' })
    expect(checkPledge('1,000.50', { ...pool, usable: '1000.5' })).toEqual({ ok: true, amount: '1000.5' })
    expect(checkPledge('250.5', pool)).toEqual({ ok: true, amount: '250.5' })
  })

  it('refuses below min_pledge and above the usable balance', () => {
    expect(checkPledge('99.999', pool)).toEqual({ ok: false, code: 'belowMin' })
    expect(checkPledge('250.500000000000000001', pool)).toEqual({ ok: false, code: 'swap11' })
  })

  it('refuses empty, zero and malformed text', () => {
    expect(checkPledge('', pool)).toEqual({ ok: false, code: 'swap10' })
    expect(checkPledge('0', pool)).toEqual({ ok: false, code: 'notPositive' })
    expect(checkPledge('1e3', pool)).toEqual({ ok: false, code: 'invalidAmount' })
    expect(checkPledge('100.0000000000000000001', pool)).toEqual({ ok: false, code: 'invalidAmount' })
  })
})

describe('checkRedeem', () => {
  it('takes any positive amount up to the pledge', () => {
    expect(checkRedeem('0.1', '100')).toEqual({ ok: true, amount: '0.1' })
    expect(checkRedeem('100', '100')).toEqual({ ok: true, amount: '100' })
    expect(checkRedeem('100.1', '100')).toEqual({ ok: false, code: 'abovePledge' })
    expect(checkRedeem('0', '100')).toEqual({ ok: false, code: 'notPositive' })
  })
})

describe('isPositive', () => {
  it('tells a reward worth claiming from zero', () => {
    expect(isPositive('0')).toBe(false)
    expect(isPositive('0.000')).toBe(false)
    expect(isPositive('0.000000000000000001')).toBe(true)
  })
})
