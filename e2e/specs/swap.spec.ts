import type { Browser, Page } from 'playwright-core'
import { maxUint256, parseUnits, toFunctionSelector, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { erc20Abi } from '@hapdex/chain/abis'
import { launchBrowser, openWithWallet, screenshot } from '../src/browser.ts'
import { buttonCode, chainClient, confirmSwap, connectOnSwap, fill, nativeBalance, readDeployment, selectToken, swapKeys, tokenBalance, waitForSent, type Deployment } from '../src/swapPage.ts'

let browser: Browser
let deployment: Deployment
const token = (key: string) => deployment.contracts[key] as Address

beforeAll(async () => {
  browser = await launchBrowser()
  deployment = readDeployment()
})
afterAll(async () => {
  await browser?.close()
})

async function open(key: `0x${string}`, hash = '/Swap') {
  const opened = await openWithWallet(browser, { key, hash })
  await connectOnSwap(opened.page)
  return opened
}

/** Approve has no status popup: its button loads until the receipt, then the allowance is read again. */
async function approve(page: Page) {
  await buttonCode(page, 'approve')
  await page.getByTestId('swap-button').click()
  await page.locator('[data-testid="toast"][data-kind="success"]').first().waitFor({ timeout: 20_000 })
  await page.locator('[data-testid="swap-button"]:not([data-code="approve"])').waitFor({ timeout: 10_000 })
}

async function allowance(tokenAddress: Address, owner: Address, spender: Address) {
  return chainClient().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
}

describe('swap on the devnet', () => {
  it('approves, then swaps exact-in token to token on V1 and records it in the history', async () => {
    const { page, wallet, context } = await open(swapKeys[0]!)
    await selectToken(page, 'from', 'USDT')
    await selectToken(page, 'to', 'HAP')
    await fill(page, 'from', '100')
    await approve(page)
    expect(await allowance(token('USDT'), wallet.address, deployment.chain.exchanges.v1.router)).toBe(maxUint256)
    await buttonCode(page, 'swap')
    const usdtBefore = await tokenBalance(token('USDT'), wallet.address)
    const hapBefore = await tokenBalance(token('HAP'), wallet.address)
    const shown = parseUnits((await page.getByTestId('to-amount').inputValue()) || '0', 18)
    expect(await page.getByTestId('swap-route').textContent()).toBe('USDT › HAP')
    // HAP takes its 1.5 % trade tax (decision 0034): the quote is after it, and the screen says so.
    expect(await page.getByTestId('swap-trade-tax').textContent()).toBe('HAP takes 1.5 % of every buy and sell: the amounts shown are after it')
    await screenshot(page, 'swap-quote-dark')
    const hash = await confirmSwap(page)
    const transaction = await chainClient().getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(deployment.chain.exchanges.v1.router.toLowerCase())
    expect(await tokenBalance(token('USDT'), wallet.address)).toBe(usdtBefore - parseUnits('100', 18))
    // Nobody else trades this pool, so the output is the quote, which the box shows to 6 decimals rounded down.
    const received = (await tokenBalance(token('HAP'), wallet.address)) - hapBefore
    expect(received - shown).toBeGreaterThanOrEqual(0n)
    expect(received - shown).toBeLessThan(10n ** 12n)
    await page.getByTestId('open-history').click()
    await page.locator('[data-testid="history-row"][data-status="success"]').first().waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('history-row').count()).toBe(2) // the approval and the swap
    await context.close()
  })

  it('swaps exact-out: the to side is exact, the from side bounded; through HAP\'s tax it is sent exact in and delivers at least the amount', async () => {
    const { page, wallet, context } = await open(swapKeys[0]!)
    await selectToken(page, 'from', 'USDT')
    await selectToken(page, 'to', 'BGC')
    await fill(page, 'to', '250')
    await buttonCode(page, 'swap')
    expect(await page.getByTestId('maximum-sold').textContent()).toContain('USDT')
    const bgcBefore = await tokenBalance(token('BGC'), wallet.address)
    await confirmSwap(page)
    expect(await tokenBalance(token('BGC'), wallet.address)).toBe(bgcBefore + parseUnits('250', 18))

    await selectToken(page, 'to', 'HAP')
    await fill(page, 'to', '250')
    await buttonCode(page, 'swap')
    expect(await page.getByTestId('minimum-received').textContent()).toContain('HAP')
    const computedIn = parseUnits(await page.getByTestId('from-amount').inputValue(), 18)
    const usdtBefore = await tokenBalance(token('USDT'), wallet.address)
    const hapBefore = await tokenBalance(token('HAP'), wallet.address)
    const hash = await confirmSwap(page)
    expect((await chainClient().getTransaction({ hash })).input.slice(0, 10)).toBe(toFunctionSelector('function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)'))
    // The least input whose quote after the tax arrives as 250 HAP: at least 250, and over it by dust.
    const received = (await tokenBalance(token('HAP'), wallet.address)) - hapBefore
    expect(received - parseUnits('250', 18)).toBeGreaterThanOrEqual(0n)
    expect(received - parseUnits('250', 18)).toBeLessThan(10n ** 6n)
    // The box shows the input to 6 decimals rounded up: the spend is at most that, and within 1e-6 of it.
    const spent = usdtBefore - (await tokenBalance(token('USDT'), wallet.address))
    expect(computedIn - spent).toBeGreaterThanOrEqual(0n)
    expect(computedIn - spent).toBeLessThan(10n ** 12n)
    await context.close()
  })

  it('swaps native to token and token to native', async () => {
    const { page, wallet, context } = await open(swapKeys[1]!)
    await selectToken(page, 'from', 'BNB')
    await selectToken(page, 'to', 'USDT')
    await fill(page, 'from', '1')
    await buttonCode(page, 'swap')
    const usdtBefore = await tokenBalance(token('USDT'), wallet.address)
    const bnbBefore = await nativeBalance(wallet.address)
    await confirmSwap(page)
    expect(await tokenBalance(token('USDT'), wallet.address)).toBeGreaterThan(usdtBefore + parseUnits('590', 18))
    expect(await nativeBalance(wallet.address)).toBeLessThan(bnbBefore - parseUnits('1', 18))

    await page.getByTestId('turn-around').click()
    await fill(page, 'from', '300')
    await approve(page)
    await buttonCode(page, 'swap')
    const bnbMiddle = await nativeBalance(wallet.address)
    await confirmSwap(page)
    expect(await nativeBalance(wallet.address)).toBeGreaterThan(bnbMiddle + parseUnits('0.45', 18))
    await context.close()
  })

  it('wraps and unwraps through the wrapped token', async () => {
    const { page, wallet, context } = await open(swapKeys[1]!)
    const wbnb = deployment.chain.wrappedNative
    await selectToken(page, 'from', 'BNB')
    await selectToken(page, 'to', 'WBNB')
    await fill(page, 'from', '2')
    expect(await page.getByTestId('to-amount').inputValue()).toBe('2')
    await buttonCode(page, 'wrap')
    const before = await tokenBalance(wbnb, wallet.address)
    await page.getByTestId('swap-button').click()
    await waitForSent(page)
    expect(await tokenBalance(wbnb, wallet.address)).toBe(before + parseUnits('2', 18))

    await page.getByTestId('turn-around').click()
    await fill(page, 'from', '0.5')
    await buttonCode(page, 'unwrap')
    await page.getByTestId('swap-button').click()
    await waitForSent(page)
    expect(await tokenBalance(wbnb, wallet.address)).toBe(before + parseUnits('1.5', 18))
    await context.close()
  })

  it('routes HAPB to USDT through HAP on V1, HAPC through HAP on V2, and V2 sends to its own router', async () => {
    const { page, wallet, context } = await open(swapKeys[2]!)
    await selectToken(page, 'from', 'HAPB')
    await selectToken(page, 'to', 'USDT')
    await fill(page, 'from', '1000')
    await approve(page)
    await buttonCode(page, 'swap')
    expect(await page.getByTestId('swap-route').textContent()).toBe('HAPB › HAP › USDT')
    const hapbBefore = await tokenBalance(token('HAPB'), wallet.address)
    const hash = await confirmSwap(page)
    const transaction = await chainClient().getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(deployment.chain.exchanges.v1.router.toLowerCase())
    expect(await tokenBalance(token('HAPB'), wallet.address)).toBe(hapbBefore - parseUnits('1000', 18))

    await page.getByTestId('version-v2').click()
    await page.locator('[data-exchange="v2"]').waitFor()
    await selectToken(page, 'from', 'HAPC')
    await selectToken(page, 'to', 'USDT')
    await fill(page, 'from', '100')
    await approve(page)
    await buttonCode(page, 'swap')
    expect(await page.getByTestId('swap-route').textContent()).toBe('HAPC › HAP › USDT')
    const usdtBefore = await tokenBalance(token('USDT'), wallet.address)
    const v2Hash = await confirmSwap(page)
    const v2Transaction = await chainClient().getTransaction({ hash: v2Hash })
    expect(v2Transaction.to?.toLowerCase()).toBe(deployment.chain.exchanges.v2.router.toLowerCase())
    expect(await tokenBalance(token('USDT'), wallet.address)).toBeGreaterThan(usdtBefore)
    await screenshot(page, 'swap-v2-dark')
    await context.close()
  })

  it('shows enter-an-amount and insufficient balance, and lifts the price-impact block with expert mode', async () => {
    const { page, wallet, context } = await open(swapKeys[3]!)
    await selectToken(page, 'from', 'USDT')
    await selectToken(page, 'to', 'BGC')
    await buttonCode(page, 'enterAmount')
    await fill(page, 'from', '0')
    await buttonCode(page, 'enterAmount')
    expect(await page.getByTestId('to-amount').inputValue()).toBe('')
    await fill(page, 'from', '2000000')
    await buttonCode(page, 'insufficientBalance')
    await fill(page, 'from', '1000')
    await approve(page)
    await fill(page, 'from', '50000')
    await buttonCode(page, 'priceImpactTooHigh')
    expect(await page.getByTestId('price-impact').getAttribute('data-band')).toBe('severe')
    await page.getByTestId('open-settings').click()
    await page.getByTestId('expert-toggle').click()
    await page.getByTestId('settings-close').click()
    await buttonCode(page, 'swap')
    const before = await tokenBalance(token('BGC'), wallet.address)
    await confirmSwap(page)
    expect(await tokenBalance(token('BGC'), wallet.address)).toBeGreaterThan(before + parseUnits('30000', 18))
    await context.close()
  })

  it('sells the fee-on-transfer token through the fallback once slippage allows the fee', async () => {
    const { page, wallet, context } = await open(swapKeys[4]!)
    await selectToken(page, 'from', 'FOT')
    await selectToken(page, 'to', 'BNB')
    await fill(page, 'from', '10000')
    await approve(page)
    await buttonCode(page, 'swap')
    await page.getByTestId('swap-button').click()
    await page.getByTestId('swap-confirm').click()
    await page.getByText('Try increasing your slippage tolerance.').waitFor()
    await page.getByTestId('open-settings').click()
    await page.getByTestId('slippage-input').fill('5')
    await page.getByTestId('settings-close').click()
    const fotBefore = await tokenBalance(token('FOT'), wallet.address)
    const bnbBefore = await nativeBalance(wallet.address)
    const hash = await confirmSwap(page)
    const transaction = await chainClient().getTransaction({ hash })
    expect(transaction.input.startsWith('0x791ac947')).toBe(true) // swapExactTokensForETHSupportingFeeOnTransferTokens
    expect(await tokenBalance(token('FOT'), wallet.address)).toBe(fotBefore - parseUnits('10000', 18))
    expect(await nativeBalance(wallet.address)).toBeGreaterThan(bnbBefore)
    await context.close()
  })

  it('keeps settings across a reload, imports a token by address, and blocks the excluded token', async () => {
    const { page, context } = await open(swapKeys[5]!)
    await page.getByTestId('open-settings').click()
    await page.getByTestId('slippage-0.5').click()
    await page.getByTestId('gas-fast').click()
    await page.getByTestId('deadline-input').fill('30')
    await page.getByTestId('multipath-toggle').click()
    await screenshot(page, 'swap-settings-dark')
    await page.getByTestId('settings-close').click()
    await page.reload()
    await connectOnSwap(page)
    await page.getByTestId('open-settings').click()
    expect(await page.getByTestId('slippage-0.5').getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('gas-fast').getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('deadline-input').inputValue()).toBe('30')
    expect(await page.getByTestId('multipath-toggle').getAttribute('aria-checked')).toBe('true')
    await page.getByTestId('settings-close').click()

    await page.getByTestId('to-token').click()
    await page.getByTestId('token-search').fill(token('BtPi'))
    await page.getByTestId('token-import').waitFor()
    await page.getByTestId('token-import-button').click()
    expect(await page.getByTestId('to-token').textContent()).toContain('BtPi')
    await page.getByTestId('from-token').click()
    await page.getByTestId('token-manage').click()
    expect(await page.getByTestId('token-custom-count').textContent()).toContain('1')
    await page.getByTestId('token-list-close').click()

    await page.getByTestId('to-token').click()
    await page.getByTestId('token-search').fill(token('BLOCK'))
    await page.getByTestId('token-import-button').click()
    await buttonCode(page, 'pairBlocked')
    await context.close()
  })

  it('reads balances, allowance and reserves with one eth_call per 3 s poll cycle', async () => {
    const { page, context } = await open(swapKeys[5]!)
    await selectToken(page, 'from', 'HAPB')
    await selectToken(page, 'to', 'USDT')
    await fill(page, 'from', '10')
    await page.getByTestId('swap-route').waitFor()
    const methods: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().startsWith(inject('rpcUrl'))) return
      const body = JSON.parse(request.postData() ?? '{}') as { method?: string } | { method?: string }[]
      for (const call of Array.isArray(body) ? body : [body]) methods.push(call.method ?? '')
    })
    await page.waitForTimeout(9_500)
    // Three cycles in 9.5 s, each one aggregate call whatever the number of tokens and pairs.
    const calls = methods.filter((method) => method === 'eth_call').length
    expect(calls).toBeGreaterThanOrEqual(3)
    expect(calls).toBeLessThanOrEqual(4)
    await context.close()
  })

  it('asks to connect first, then looks right in the light theme at phone width', async () => {
    const { page, context } = await openWithWallet(browser, { key: swapKeys[5]!, hash: '/Swap' })
    await buttonCode(page, 'connectWallet')
    await connectOnSwap(page)
    await page.getByTestId('menu-button').click()
    await page.getByTestId('theme-toggle').click()
    await page.getByTestId('side-menu-close').click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await selectToken(page, 'from', 'BNB')
    await selectToken(page, 'to', 'USDT')
    await fill(page, 'from', '1.5')
    await buttonCode(page, 'swap')
    // The quote the user reads: a positive USDT amount for the 1.5 BNB typed.
    const quoted = await page.getByTestId('to-amount').inputValue()
    expect(Number(quoted.replace(/,/g, ''))).toBeGreaterThan(0)
    expect(await page.getByTestId('to-token').textContent()).toContain('USDT')
    await screenshot(page, 'swap-quote-light')
    await page.getByTestId('from-token').click()
    expect(await page.getByTestId('token-option-USDT').isVisible()).toBe(true)
    await screenshot(page, 'swap-tokens-light')
    await page.getByTestId('token-list-close').click()
    await page.getByTestId('swap-button').click()
    await page.getByTestId('swap-confirm').waitFor()
    // The confirm popup repeats what was typed and quoted, each beside its token.
    const detail = (await page.getByTestId('swap-detail').textContent()) ?? ''
    expect(detail).toContain('1.5BNB')
    expect(detail).toContain(`${quoted}USDT`)
    await screenshot(page, 'swap-detail-light')
    await page.getByTestId('swap-detail-close').click()
    await page.getByTestId('open-chart').click()
    // Earlier specs traded BNB/USDT on V1, so the server's indexer has candles for the pair.
    await page.getByTestId('chart-canvas').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('chart-empty').count()).toBe(0)
    await expect.poll(() => page.getByTestId('chart-canvas').locator('canvas').count()).toBeGreaterThan(0)
    await page.waitForTimeout(300)
    await screenshot(page, 'swap-chart-light')
    await context.close()
  })
})
