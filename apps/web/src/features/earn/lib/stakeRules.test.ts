import { describe, expect, it } from 'vitest'
import { checkStake, checkUnstake, wholeLp } from './stakeRules.ts'

const lp = (whole: bigint) => whole * 10n ** 18n

describe('checkStake', () => {
  it('takes whole LP from 2 up to the balance', () => {
    expect(checkStake('2', lp(5n))).toEqual({ ok: true, value: lp(2n) })
    expect(checkStake('5', lp(5n))).toEqual({ ok: true, value: lp(5n) })
    expect(checkStake(' 1,000 ', lp(2000n))).toEqual({ ok: true, value: lp(1000n) })
    expect(checkStake('3.000', lp(5n))).toEqual({ ok: true, value: lp(3n) })
  })

  it('answers h414 below 2, also when the amount is a fraction too', () => {
    expect(checkStake('1', lp(5n))).toEqual({ ok: false, code: 'h414' })
    expect(checkStake('0', lp(5n))).toEqual({ ok: false, code: 'h414' })
    expect(checkStake('1.5', lp(5n))).toEqual({ ok: false, code: 'h414' })
  })

  it('answers h415 for a fraction of LP from 2 on', () => {
    expect(checkStake('2.5', lp(5n))).toEqual({ ok: false, code: 'h415' })
    expect(checkStake('3.000000000000000001', lp(5n))).toEqual({ ok: false, code: 'h415' })
  })

  it('answers insufficient balance above what the wallet holds', () => {
    expect(checkStake('6', lp(5n))).toEqual({ ok: false, code: 'swap11' })
    expect(checkStake('2', lp(2n) - 1n)).toEqual({ ok: false, code: 'swap11' })
  })

  it('refuses empty and malformed text without rounding', () => {
    expect(checkStake('', lp(5n))).toEqual({ ok: false, code: 'swap10' })
    expect(checkStake('2e3', lp(5n))).toEqual({ ok: false, code: 'invalidAmount' })
    expect(checkStake('-2', lp(5n))).toEqual({ ok: false, code: 'invalidAmount' })
    expect(checkStake('2.0000000000000000001', lp(5n))).toEqual({ ok: false, code: 'invalidAmount' })
  })
})

describe('checkUnstake', () => {
  it('takes any amount above 0 up to the stake, fractions included', () => {
    expect(checkUnstake('0.5', lp(2n))).toEqual({ ok: true, value: lp(1n) / 2n })
    expect(checkUnstake('1', lp(2n))).toEqual({ ok: true, value: lp(1n) })
    expect(checkUnstake('2', lp(2n))).toEqual({ ok: true, value: lp(2n) })
  })

  it('refuses zero, more than the stake and empty text', () => {
    expect(checkUnstake('0', lp(2n))).toEqual({ ok: false, code: 'notPositive' })
    expect(checkUnstake('2.1', lp(2n))).toEqual({ ok: false, code: 'aboveStake' })
    expect(checkUnstake(' ', lp(2n))).toEqual({ ok: false, code: 'swap10' })
  })
})

describe('wholeLp', () => {
  it('drops the fraction of a balance', () => {
    expect(wholeLp(lp(3n) + 5n)).toBe(lp(3n))
    expect(wholeLp(lp(1n) - 1n)).toBe(0n)
  })
})
