import { describe, expect, test } from 'vitest'
import { quote } from './quote.ts'

describe('quote', () => {
  test('the other side of a deposit at the pool ratio, floored as UniswapV2Library.quote', () => {
    expect(quote(1n, 100n, 200n)).toBe(2n)
    expect(quote(10n, 3n, 2n)).toBe(6n)
    expect(() => quote(0n, 1n, 1n)).toThrow('Insufficient input amount')
    expect(() => quote(1n, 0n, 1n)).toThrow('Insufficient reserves')
  })
})
