import { describe, expect, it } from 'vitest'
import { payQuote } from './payView.ts'

describe('payQuote', () => {
  const prices = { hap_price: '0.5', hapc_price: '1.4' }
  it('prices type 0 all in HAP and type 1 by hapc_rate, rounded up to the base unit', () => {
    expect(payQuote({ price: '100', hapc_rate: '0.3' }, prices, 0)).toEqual({ hap: '200', hapc: '0' })
    // 30 USD at 1.4 a HAPC: 21.428571428571428571 4… rounded up.
    expect(payQuote({ price: '100', hapc_rate: '0.3' }, prices, 1)).toEqual({ hap: '140', hapc: '21.428571428571428572' })
  })
})
