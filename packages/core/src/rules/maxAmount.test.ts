import { describe, expect, test } from 'vitest'
import { liquidityMaxAmount, NATIVE_GAS_RESERVE, swapShortcutAmount } from './maxAmount.ts'

const e18 = 10n ** 18n

describe('balance shortcuts', () => {
  test('tokens: the share of the balance, rounded down', () => {
    expect(swapShortcutAmount(1001n, 25, { isNative: false })).toBe(250n)
    expect(swapShortcutAmount(1001n, 100, { isNative: false })).toBe(1001n)
    expect(liquidityMaxAmount(5n, { isNative: false })).toBe(5n)
  })

  test('native coin: 0.01 stays for gas when the share is above 0.01', () => {
    expect(swapShortcutAmount(e18, 100, { isNative: true })).toBe(e18 - NATIVE_GAS_RESERVE)
    expect(swapShortcutAmount(e18, 50, { isNative: true })).toBe(e18 / 2n - NATIVE_GAS_RESERVE)
    expect(swapShortcutAmount(4n * NATIVE_GAS_RESERVE, 25, { isNative: true })).toBe(NATIVE_GAS_RESERVE)
    expect(swapShortcutAmount(4n * NATIVE_GAS_RESERVE + 4n, 25, { isNative: true })).toBe(1n)
  })

  test('native coin in add-liquidity: all but 0.01, or nothing', () => {
    expect(liquidityMaxAmount(e18, { isNative: true })).toBe(e18 - NATIVE_GAS_RESERVE)
    expect(liquidityMaxAmount(NATIVE_GAS_RESERVE, { isNative: true })).toBe(0n)
    expect(liquidityMaxAmount(NATIVE_GAS_RESERVE + 1n, { isNative: true })).toBe(1n)
  })

  test('percent is a whole number from 0 to 100', () => {
    expect(() => swapShortcutAmount(1n, 101, { isNative: false })).toThrowErrorMatchingInlineSnapshot(`[InvalidPercentError: Invalid percent 101: expected a whole number from 0 to 100]`)
    expect(() => swapShortcutAmount(1n, 12.5, { isNative: false })).toThrow('Invalid percent 12.5')
  })
})
