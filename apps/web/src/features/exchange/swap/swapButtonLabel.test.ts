import { afterEach, describe, expect, it } from 'vitest'
import { i18n, languageReady, setLanguage } from '../../../i18n/i18n.ts'
import { swapButtonLabel } from './swapButtonLabel.ts'

describe('swapButtonLabel while loading (issue 17)', () => {
  afterEach(async () => {
    setLanguage('en-US')
    await languageReady()
  })

  it('says approving and waiting in the chosen language', async () => {
    expect(swapButtonLabel(i18n.t, 'approve', true)).toBe('Approving...')
    expect(swapButtonLabel(i18n.t, 'swap', true)).toBe('Waiting...')
    setLanguage('zh-CN')
    await languageReady()
    expect(swapButtonLabel(i18n.t, 'approve', true)).toBe('授权中...')
    expect(swapButtonLabel(i18n.t, 'wrap', true)).toBe('等待中...')
    expect(swapButtonLabel(i18n.t, 'unwrap', true)).toBe('等待中...')
    expect(swapButtonLabel(i18n.t, 'swap', true)).toBe('等待中...')
  })
})

describe('swapButtonLabel names what it is about (issue 17)', () => {
  afterEach(async () => {
    setLanguage('en-US')
    await languageReady()
  })

  it('names the token to approve', async () => {
    expect(swapButtonLabel(i18n.t, 'approve', false, { fromSymbol: 'USDT' })).toBe('Approve USDT')
    setLanguage('zh-CN')
    await languageReady()
    expect(swapButtonLabel(i18n.t, 'approve', false, { fromSymbol: 'USDT' })).toBe('授权 USDT')
  })

  it('tells the stable pair block from the excluded token', () => {
    expect(swapButtonLabel(i18n.t, 'pairBlocked', false, { pairBlock: 'stablePair' })).toBe('Swaps between two stablecoins are not offered')
    expect(swapButtonLabel(i18n.t, 'pairBlocked', false, { pairBlock: 'excludedToken' })).toBe('This token cannot be swapped')
  })

  it('says why no amount is read when it has too many decimals', () => {
    expect(swapButtonLabel(i18n.t, 'enterAmount', false, { tooManyDecimals: { symbol: 'USDT', decimals: 6 } })).toBe('USDT has at most 6 decimals')
    expect(swapButtonLabel(i18n.t, 'enterAmount', false)).toBe('Enter an amount')
  })
})
