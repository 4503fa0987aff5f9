import { describe, expect, it } from 'vitest'
import { amountKeystrokes, amountProblem, checkAddress, checkDeposit, checkSpend, readAmount, transferFee } from './fundsRules.ts'

const usdt = (whole: bigint) => whole * 10n ** 18n

describe('readAmount', () => {
  it('reads commas and refuses extra decimals instead of rounding', () => {
    expect(readAmount('1,234.5', 6)).toEqual({ ok: true, value: 1_234_500_000n })
    expect(readAmount('1.0000001', 6)).toEqual({ ok: false, code: 'tooManyDecimals' })
    expect(readAmount('-1', 6)).toEqual({ ok: false, code: 'invalidAmount' })
    expect(readAmount('1.2.3', 6)).toEqual({ ok: false, code: 'invalidAmount' })
  })

  it('never reads "1,5" as 15: one and a half on a decimal-comma keypad, refused elsewhere', () => {
    expect(readAmount('1,5', 6, '.')).toEqual({ ok: false, code: 'invalidAmount' })
    expect(readAmount('1,5', 6, ',')).toEqual({ ok: true, value: 1_500_000n })
  })
})

describe('amountKeystrokes', () => {
  it('drops letters, signs and blanks as typed, keeps digits and marks', () => {
    expect(amountKeystrokes('12abc')).toBe('12')
    expect(amountKeystrokes('-1e5')).toBe('15')
    expect(amountKeystrokes('1 234,5')).toBe('1234,5')
    expect(amountKeystrokes('１２.５')).toBe('12.5')
  })
})

describe('amountProblem', () => {
  const noRule = () => null
  it('says nothing while empty, then the parse error, then the rule', () => {
    expect(amountProblem('', 6, noRule)).toBeNull()
    expect(amountProblem('1.2.3', 6, noRule)).toBe('invalidAmount')
    expect(amountProblem('0.1234567', 6, noRule)).toBe('tooManyDecimals')
    expect(amountProblem('5', 6, (value) => (value > 4_000_000n ? 'd80' : null))).toBe('d80')
    expect(amountProblem('3', 6, (value) => (value > 4_000_000n ? 'd80' : null))).toBeNull()
  })
})

describe('checkDeposit', () => {
  const base = { balance: usdt(10n), minimum: usdt(2n) }

  it("applies the server config's minimum (h99), whatever the token", () => {
    expect(checkDeposit({ ...base, amount: usdt(1n) })).toBe('h99')
    expect(checkDeposit({ ...base, amount: 0n })).toBe('h99')
    expect(checkDeposit({ ...base, amount: usdt(2n) })).toBeNull()
    expect(checkDeposit({ ...base, amount: usdt(3n), minimum: usdt(5n) })).toBe('h99')
  })

  it('hard-codes no minimum: a token whose config has none takes any positive amount', () => {
    expect(checkDeposit({ ...base, minimum: 0n, amount: 1n })).toBeNull()
  })

  it('refuses a zero balance or more than the balance (d80), once the balance is known', () => {
    expect(checkDeposit({ ...base, balance: 0n, amount: usdt(3n) })).toBe('d80')
    expect(checkDeposit({ ...base, amount: usdt(10n) + 1n })).toBe('d80')
    expect(checkDeposit({ ...base, amount: usdt(10n) })).toBeNull()
    expect(checkDeposit({ ...base, balance: undefined, amount: usdt(100n) })).toBeNull()
  })

  it('refuses zero for tokens without a minimum (d79)', () => {
    expect(checkDeposit({ ...base, minimum: 0n, amount: 0n })).toBe('d79')
  })
})

describe('checkSpend', () => {
  const base = { usable: usdt(100n), minimum: usdt(10n) }

  it('orders the spec rules: over usable (d80) before not positive (d79)', () => {
    expect(checkSpend({ ...base, amount: usdt(100n) + 1n })).toBe('d80')
    expect(checkSpend({ ...base, usable: 0n, amount: 0n })).toBe('d79')
    expect(checkSpend({ ...base, amount: 0n })).toBe('d79')
    expect(checkSpend({ ...base, usable: undefined, amount: usdt(1000n) })).toBeNull()
  })

  it('checks the minimum and that the fee leaves something to pay', () => {
    expect(checkSpend({ ...base, amount: usdt(9n) })).toBe('belowMinimum')
    expect(checkSpend({ ...base, minimum: 0n, amount: usdt(1n), fee: usdt(1n) })).toBe('feeExceedsAmount')
    expect(checkSpend({ ...base, amount: usdt(10n), fee: usdt(1n) })).toBeNull()
  })
})

describe('checkAddress', () => {
  const own = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it('accepts any-case addresses and refuses junk and the own account', () => {
    expect(checkAddress(' 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc ')).toBeNull()
    expect(checkAddress('0x1234')).toBe('invalidAddress')
    expect(checkAddress(own.toLowerCase(), own)).toBe('selfTransfer')
  })

  it('refuses a mixed-case address with a wrong checksum, the zero address and reserved ones before signing', () => {
    expect(checkAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe('addressChecksum')
    expect(checkAddress(own)).toBeNull()
    expect(checkAddress(own.toUpperCase().replace('0X', '0x'))).toBeNull()
    expect(checkAddress(`0x${'0'.repeat(40)}`)).toBe('addressReserved')
    expect(checkAddress(own, undefined, new Set([own.toLowerCase()]))).toBe('addressReserved')
  })
})

describe('transferFee', () => {
  it('is the rate of the amount rounded up, never above the amount', () => {
    expect(transferFee(1000n, '0.01')).toBe(10n)
    expect(transferFee(1001n, '0.01')).toBe(11n)
    expect(transferFee(5n, '2')).toBe(5n)
  })
})
