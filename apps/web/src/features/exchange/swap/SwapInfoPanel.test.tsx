import { cleanup, render, screen } from '@testing-library/react'
import type { Trade } from '@hapdex/core/amm/trade'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import type { Token } from '../tokens/token.ts'
import { SwapInfoPanel } from './SwapInfoPanel.tsx'

const token = (symbol: string, digit: string, tags?: string[]): Token => ({ chainId: 31337, address: `0x${digit.repeat(40)}`, name: symbol, symbol, decimals: 18, isNative: false, ...(tags ? { tags } : {}) })
const usdt = token('USDT', '1')
const hap = token('HAP', '2', ['tradeTax'])
const e18 = 10n ** 18n
const trade = (fields: Partial<Trade>): Trade => ({
  kind: 'trade',
  tradeType: 'exactOut',
  path: [usdt.address, hap.address],
  pairs: [`0x${'3'.repeat(40)}`],
  amounts: [100n * e18, 197n * e18 + 3n],
  amountIn: 100n * e18,
  amountOut: 197n * e18 + 3n,
  midPrice: { numerator: 2n, denominator: 1n },
  executionPrice: { numerator: 197n * e18 + 3n, denominator: 100n * e18 },
  priceImpact: { numerator: 15n, denominator: 1000n },
  ...fields,
})

describe('SwapInfoPanel', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('names the trade tax of a taxed trade and bounds it by the minimum received, though its output was typed', () => {
    render(<SwapInfoPanel trade={trade({ taxed: true })} from={usdt} to={hap} slippage="1" routeSymbols={['USDT', 'HAP']} />)
    expect(screen.getByTestId('swap-trade-tax').textContent).toBe('HAP takes 1.5 % of every buy and sell: the amounts shown are after it')
    // 197.000000000000000003 less 1 %, rounded down.
    expect(screen.getByTestId('minimum-received').textContent).toMatch(/^195\.03\d* HAP$/)
    expect(screen.queryByTestId('maximum-sold')).toBeNull()
  })

  it('names a taxed middle token when neither end is taxed', () => {
    const gem = token('GEM', '4')
    render(<SwapInfoPanel trade={trade({ tradeType: 'exactIn', taxed: true })} from={usdt} to={gem} slippage="1" routeSymbols={['USDT', 'HAP', 'GEM']} />)
    expect(screen.getByTestId('swap-trade-tax').textContent).toMatch(/^HAP takes 1\.5 %/)
  })

  it('shows no tax row and the maximum sold for an untaxed exact-out trade', () => {
    render(<SwapInfoPanel trade={trade({})} from={usdt} to={token('GEM', '4')} slippage="1" routeSymbols={['USDT', 'GEM']} />)
    expect(screen.queryByTestId('swap-trade-tax')).toBeNull()
    expect(screen.getByTestId('maximum-sold').textContent).toMatch(/^101 USDT$/)
  })
})
