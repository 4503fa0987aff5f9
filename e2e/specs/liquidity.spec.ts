import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, maxUint256, parseUnits, toHex, zeroAddress, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { erc20Abi, testTokenAbi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '@hapdex/chain/abis'
import { testAccounts, testMnemonic } from '@hapdex/chain/accounts'
import { amountsForLiquidity, liquidityMinted, MINIMUM_LIQUIDITY, sqrt } from '@hapdex/core/amm/liquidity'
import { quote } from '@hapdex/core/amm/quote'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { formatTokenAmount } from '../../apps/web/src/lib/format.ts'
import { launchBrowser, openWithWallet, screenshot } from '../src/browser.ts'
import { chainClient, nativeBalance, readDeployment, tokenBalance, waitForSent, type Deployment } from '../src/swapPage.ts'

/**
 * Accounts 0–9 of the mnemonic belong to the other specs (swap uses 4–9, and its approve steps
 * expect zero allowances), so this spec derives its own two and funds them from the deployer.
 */
const liquidityKeys = [20, 21].map((addressIndex) => toHex(mnemonicToAccount(testMnemonic, { addressIndex }).getHdKey().privateKey!)) as Hex[]
const liquidityAddresses = [20, 21].map((addressIndex) => mnemonicToAccount(testMnemonic, { addressIndex }).address)

let browser: Browser
let deployment: Deployment & { chain: { exchanges: { v1: { factory: Address }; v2: { factory: Address } }; chainId: number } }
const token = (key: string) => deployment.contracts[key] as Address
const e18 = 10n ** 18n

beforeAll(async () => {
  browser = await launchBrowser()
  deployment = readDeployment() as typeof deployment
  const client = chainClient()
  const deployer = createWalletClient({ account: mnemonicToAccount(testMnemonic), transport: http(inject('rpcUrl')) })
  for (const address of liquidityAddresses) {
    await client.request({ method: 'anvil_setBalance' as never, params: [address, toHex(10_000n * e18)] as never })
    for (const key of ['USDT', 'HAP', 'HAPB', 'HAPC', 'BGC', 'GOC', 'BtPi']) {
      const hash = await deployer.writeContract({ chain: null, address: token(key), abi: testTokenAbi, functionName: 'mint', args: [address, 1_000_000n * e18] })
      await client.waitForTransactionReceipt({ hash })
    }
  }
  expect(testAccounts.map((account) => account.address)).not.toContain(liquidityAddresses[0])
})
afterAll(async () => {
  await browser?.close()
})

async function open(key: Hex, hash: string) {
  const opened = await openWithWallet(browser, { key, hash })
  await opened.page.getByTestId('wallet-button').click()
  await opened.page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
  return opened
}

/** After a reload the wallet may come back disconnected; the list's own connect button connects it. */
async function reloadConnected(page: Page) {
  await page.reload()
  // A returning wallet reconnects first (the button is busy meanwhile): decide once that is over.
  const prompt = page.locator('[data-testid="liquidity-connect-button"]:not([aria-busy="true"])')
  await prompt.or(page.getByTestId('liquidity-empty')).first().waitFor({ timeout: 20_000 })
  if (await prompt.isVisible()) await prompt.click()
}

async function pick(page: Page, button: string, symbol: string) {
  await page.getByTestId(button).click()
  await page.getByTestId(`token-option-${symbol}`).click()
  await page.getByTestId('token-list').waitFor({ state: 'detached' })
}

/** Approve buttons wait for their receipt and disappear once the allowance is read back. */
async function approveAll(page: Page, symbols: readonly string[]) {
  for (const symbol of symbols) {
    const button = page.getByTestId(`approve-${symbol}`)
    await button.click()
    await button.waitFor({ state: 'detached', timeout: 30_000 })
  }
}

async function supply(page: Page): Promise<Hex> {
  await page.locator('[data-testid="supply-button"][data-code="supply"]').click()
  await page.getByTestId('add-confirm').click()
  return waitForSent(page)
}

async function pairOf(exchange: 'v1' | 'v2', a: Address, b: Address): Promise<Address> {
  return chainClient().readContract({ address: deployment.chain.exchanges[exchange].factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b] })
}

/** Reserves oriented as (a, b) and the LP supply. */
async function poolOf(pair: Address, a: Address) {
  const client = chainClient()
  const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
  const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })
  const totalSupply = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'totalSupply' })
  const aFirst = token0.toLowerCase() === a.toLowerCase()
  return { reserveA: aFirst ? reserve0 : reserve1, reserveB: aFirst ? reserve1 : reserve0, totalSupply }
}

async function transactionTo(hash: Hex) {
  return (await chainClient().getTransaction({ hash })).to?.toLowerCase()
}

async function toLight(page: Page) {
  await page.getByTestId('menu-button').click()
  await page.getByTestId('theme-toggle').click()
  await page.getByTestId('side-menu-close').click()
}

describe('liquidity on the devnet', () => {
  it('shows an empty list for corrupted storage, without a crash', async () => {
    const { page, context } = await open(liquidityKeys[1]!, '/LiquidityIndex?id=1')
    await page.evaluate(() => localStorage.setItem('hapdex.lpList.31337', '{not json'))
    await reloadConnected(page)
    await page.getByTestId('liquidity-empty').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('position').count()).toBe(0)
    await page.evaluate(() => localStorage.setItem('hapdex.lpList.31337', JSON.stringify([{ lpAddress: 42 }, 'x'])))
    await reloadConnected(page)
    await page.getByTestId('liquidity-empty').waitFor({ timeout: 20_000 })
    await screenshot(page, 'liquidity-empty-dark')
    await context.close()
  })

  it('creates a new token/token pair on V1 as first provider, with the approve flow', async () => {
    const { page, wallet, context } = await open(liquidityKeys[0]!, '/Liquidity')
    const [hapb, bgc] = [token('HAPB'), token('BGC')]
    expect(await pairOf('v1', hapb, bgc)).toBe(zeroAddress)
    await pick(page, 'from-token', 'HAPB')
    await pick(page, 'to-token', 'BGC')
    await page.getByTestId('first-provider').waitFor()
    // At the market's price (HAPB ≈ 0.2, BGC ≈ 0.8 USDT), so the new pool opens no arbitrage
    // route that would change what the swap spec's HAPB → USDT trade is routed through.
    await page.getByTestId('from-amount').fill('4000')
    await page.getByTestId('to-amount').fill('1000')
    await page.locator('[data-testid="supply-button"][data-code="approve"]').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('price-b-per-a').textContent()).toBe('0.25')
    await screenshot(page, 'liquidity-add-first-dark')
    await approveAll(page, ['HAPB', 'BGC'])
    const router = deployment.chain.exchanges.v1.router
    expect(await chainClient().readContract({ address: hapb, abi: erc20Abi, functionName: 'allowance', args: [wallet.address, router] })).toBe(maxUint256)
    expect(await chainClient().readContract({ address: bgc, abi: erc20Abi, functionName: 'allowance', args: [wallet.address, router] })).toBe(maxUint256)
    const hapbBefore = await tokenBalance(hapb, wallet.address)
    const hash = await supply(page)
    expect(await transactionTo(hash)).toBe(router.toLowerCase())
    const pair = await pairOf('v1', hapb, bgc)
    expect(pair).not.toBe(zeroAddress)
    expect(await pairOf('v2', hapb, bgc)).toBe(zeroAddress)
    const pool = await poolOf(pair, hapb)
    expect([pool.reserveA, pool.reserveB]).toEqual([4000n * e18, 1000n * e18])
    expect(await tokenBalance(pair, wallet.address)).toBe(sqrt(4000n * e18 * 1000n * e18) - MINIMUM_LIQUIDITY)
    expect(await tokenBalance(hapb, wallet.address)).toBe(hapbBefore - 4000n * e18)
    // Confirming goes back to the list, where the saved pair shows.
    await page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"][data-stored="true"]`).waitFor({ timeout: 20_000 })
    const stored = await page.evaluate(() => localStorage.getItem('hapdex.lpList.31337'))
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ fromSymbol: 'HAPB', toSymbol: 'BGC', lpAddress: pair })])
    await context.close()
  })

  it('creates a token/native pair, then removes 50% and 100% through removeLiquidityETH', async () => {
    const { page, wallet, context } = await open(liquidityKeys[0]!, '/Liquidity')
    const hapb = token('HAPB')
    const wbnb = deployment.chain.wrappedNative
    expect(await pairOf('v1', hapb, wbnb)).toBe(zeroAddress)
    expect(await page.getByTestId('from-token').textContent()).toContain('BNB')
    await pick(page, 'to-token', 'HAPB')
    await page.getByTestId('first-provider').waitFor()
    await page.getByTestId('from-amount').fill('2')
    await page.getByTestId('to-amount').fill('5000')
    await supply(page)
    const pair = await pairOf('v1', hapb, wbnb)
    const pool = await poolOf(pair, wbnb)
    expect([pool.reserveA, pool.reserveB]).toEqual([2n * e18, 5000n * e18])
    const lp = await tokenBalance(pair, wallet.address)
    expect(lp).toBe(sqrt(2n * e18 * 5000n * e18) - MINIMUM_LIQUIDITY)

    const row = page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"]`)
    await row.waitFor({ timeout: 20_000 })
    await row.locator('summary').click()
    expect(await row.getByTestId('position-lp').textContent()).toBe(formatTokenAmount(lp, 18, { locale: 'en-US' }))
    // The only provider: all but the locked minimum, shown rounded down.
    expect(await row.getByTestId('position-share').textContent()).toBe('99.99%')
    await screenshot(page, 'liquidity-list-dark')
    await row.getByTestId('position-remove').click()
    await page.getByTestId('remove-box').waitFor()
    // Issue 17: a readable URL with the two tokens, no JSON object.
    const removeHash = new URL(page.url()).hash
    expect(removeHash).toMatch(/^#\/Remove\?a=(native|0x[0-9a-f]{40})&b=(native|0x[0-9a-f]{40})$/)
    expect(removeHash).toContain('native')
    expect(removeHash).toContain(hapb.toLowerCase())
    // The slider at 0 only toasts.
    await page.locator('[data-testid="remove-approve"]:not([disabled])').waitFor({ timeout: 15_000 })
    // Issue 17: the approve button names what it approves.
    expect(await page.getByTestId('remove-approve').innerText()).toMatch(/^Approve (BNB\/HAPB|HAPB\/BNB) LP$/)
    await page.getByTestId('remove-approve').click()
    await page.locator('[data-testid="remove-button"]:not([disabled])').waitFor({ timeout: 30_000 })
    expect(await chainClient().readContract({ address: pair, abi: erc20Abi, functionName: 'allowance', args: [wallet.address, deployment.chain.exchanges.v1.router] })).toBe(maxUint256)
    await page.getByTestId('remove-button').click()
    await page.locator('[data-testid="toast"][data-kind="error"]').waitFor()

    await page.getByTestId('remove-50').click()
    const [expectedNative, expectedHapb] = amountsForLiquidity(lp / 2n, pool.reserveA, pool.reserveB, pool.totalSupply)
    expect(await page.getByTestId('remove-amount-a').textContent()).toBe(formatTokenAmount(expectedNative, 18, { locale: 'en-US' }))
    await screenshot(page, 'liquidity-remove-dark')
    const hapbBefore = await tokenBalance(hapb, wallet.address)
    const bnbBefore = await nativeBalance(wallet.address)
    await page.getByTestId('remove-button').click()
    await page.getByTestId('remove-confirm').click()
    const hash = await waitForSent(page)
    const transaction = await chainClient().getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(deployment.chain.exchanges.v1.router.toLowerCase())
    expect(transaction.input.startsWith('0x02751cec')).toBe(true) // removeLiquidityETH
    expect(await tokenBalance(pair, wallet.address)).toBe(lp - lp / 2n)
    expect(await tokenBalance(hapb, wallet.address)).toBe(hapbBefore + expectedHapb)
    expect(await nativeBalance(wallet.address)).toBeGreaterThan(bnbBefore + expectedNative - parseUnits('0.01', 18))
    expect(await page.getByTestId('remove-percent').textContent()).toBe('0%')

    await page.getByTestId('remove-100').click()
    await page.getByTestId('remove-button').click()
    await page.getByTestId('remove-confirm').click()
    await waitForSent(page)
    expect(await tokenBalance(pair, wallet.address)).toBe(0n)
    // At 100% the pair leaves the stored list and the screen returns to the list with id=1.
    // Polled: the return may already have happened (same-document), which waitForURL would wait on for a load.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/LiquidityIndex\?id=1$/)
    await page.getByTestId('position-list').waitFor({ timeout: 20_000 })
    expect(await page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"]`).count()).toBe(0)
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('hapdex.lpList.31337'))) ?? '[]') as { lpAddress: string }[]
    expect(stored.map((entry) => entry.lpAddress)).not.toContain(pair)
    await context.close()
  })

  it('adds to an existing V1 pair with the other side computed from the reserves', async () => {
    const { page, wallet, context } = await open(liquidityKeys[1]!, '/Liquidity')
    const [usdt, hap] = [token('USDT'), token('HAP')]
    await pick(page, 'from-token', 'USDT')
    await pick(page, 'to-token', 'HAP')
    await page.getByTestId('from-amount').fill('100')
    await page.getByTestId('price-panel').waitFor()
    expect(await page.getByTestId('first-provider').count()).toBe(0)
    const pair = await pairOf('v1', usdt, hap)
    const before = await poolOf(pair, usdt)
    const computed = quote(100n * e18, before.reserveA, before.reserveB)
    await expect.poll(() => page.getByTestId('to-amount').inputValue()).toBe(formatAmount(computed, 18))
    await approveAll(page, ['USDT', 'HAP'])
    const lpBefore = await tokenBalance(pair, wallet.address)
    const hash = await supply(page)
    // HAP's pairs take liquidity through the exempt TaxFreeLiquidity (decision 0034): every wei reaches the pool.
    expect(await transactionTo(hash)).toBe(deployment.contracts['TaxFreeLiquidityV1']?.toLowerCase())
    const after = await poolOf(pair, usdt)
    expect(after.reserveA - before.reserveA).toBe(100n * e18)
    expect(after.reserveB - before.reserveB).toBe(computed)
    expect(await tokenBalance(pair, wallet.address)).toBe(lpBefore + liquidityMinted({ amountA: 100n * e18, amountB: computed, ...before }))
    await context.close()
  })

  it('discovers a V2 position added elsewhere, imports a pool, and reads one multicall per refresh', async () => {
    const [usdt, goc] = [token('USDT'), token('GOC')]
    const account = mnemonicToAccount(testMnemonic, { addressIndex: 21 })
    const client = chainClient()
    const walletClient = createWalletClient({ account, transport: http(inject('rpcUrl')) })
    const router = deployment.chain.exchanges.v2.router
    for (const address of [usdt, goc]) {
      await client.waitForTransactionReceipt({ hash: await walletClient.writeContract({ chain: null, address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }) })
    }
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const added = await walletClient.writeContract({ chain: null, address: router, abi: uniswapV2RouterAbi, functionName: 'addLiquidity', args: [usdt, goc, 1000n * e18, 10_000n * e18, 0n, 0n, account.address, deadline] })
    await client.waitForTransactionReceipt({ hash: added })
    const pair = await pairOf('v2', usdt, goc)
    const lp = await tokenBalance(pair, account.address)
    expect(lp).toBeGreaterThan(0n)

    const { page, context } = await open(liquidityKeys[1]!, '/Next/LiquidityV2Index?id=1')
    const rpcUrl = inject('rpcUrl')
    const row = page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"][data-stored="false"]`)
    await row.waitFor({ timeout: 20_000 })
    // RPC requests the list makes while it refreshes on its own (every 3 s).
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url() !== rpcUrl && !request.url().startsWith(rpcUrl)) return
      const body = request.postDataJSON() as { method: string } | { method: string }[]
      for (const entry of Array.isArray(body) ? body : [body]) calls.push(entry.method)
    })
    await page.waitForTimeout(9_500)
    console.log(`positions list RPC requests in 9.5 s: ${calls.length} (${calls.join(', ')})`)
    expect(calls.filter((method) => method === 'eth_call').length).toBeGreaterThanOrEqual(2)
    expect(calls.filter((method) => method === 'eth_call').length).toBeLessThanOrEqual(4)
    expect(calls.every((method) => method === 'eth_call')).toBe(true)

    await row.locator('summary').click()
    const pool = await poolOf(pair, usdt)
    const [amountUsdt] = amountsForLiquidity(lp, pool.reserveA, pool.reserveB, pool.totalSupply)
    const texts = [await row.getByTestId('position-amount-a').textContent(), await row.getByTestId('position-amount-b').textContent()]
    expect(texts).toContain(formatTokenAmount(amountUsdt, 18, { locale: 'en-US' }))

    await page.getByTestId('import-pool-link').click()
    await pick(page, 'lookup-token-a', 'HAPC')
    await pick(page, 'lookup-token-b', 'GOC')
    await page.getByTestId('lookup-no-pool').waitFor({ timeout: 15_000 })
    await pick(page, 'lookup-token-a', 'USDT')
    await page.getByTestId('lookup-result').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('lookup-lp').textContent()).toBe(formatTokenAmount(lp, 18, { locale: 'en-US' }))
    expect(await page.getByTestId('lookup-share').textContent()).toMatch(/^\d+\.\d{1,10}%$/)
    await screenshot(page, 'liquidity-import-dark')
    await page.getByTestId('lookup-manage').click()
    await page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"][data-stored="true"]`).waitFor({ timeout: 20_000 })
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('hapdex.lpListV2.31337'))) ?? '[]') as { lpAddress: string }[]
    expect(stored.map((entry) => entry.lpAddress)).toEqual([pair])
    expect(await page.evaluate(() => localStorage.getItem('hapdex.lpList.31337'))).toBeNull()
    await context.close()
  })

  it('adds and removes on V2 through the V2 router and factory, in the light theme and another language', async () => {
    const { page, wallet, context } = await open(liquidityKeys[1]!, '/Next/LiquidityV2')
    await toLight(page)
    const [hapc, goc] = [token('HAPC'), token('GOC')]
    await pick(page, 'from-token', 'HAPC')
    await pick(page, 'to-token', 'GOC')
    await page.getByTestId('first-provider').waitFor()
    await page.getByTestId('from-amount').fill('300')
    await page.getByTestId('to-amount').fill('4500')
    await page.locator('[data-testid="supply-button"][data-code="approve"]').waitFor({ timeout: 15_000 })
    await screenshot(page, 'liquidity-add-first-light')
    await approveAll(page, ['HAPC'])
    await page.locator('[data-testid="supply-button"][data-code="supply"]').waitFor({ timeout: 15_000 })
    await page.locator('[data-testid="supply-button"][data-code="supply"]').click()
    await page.getByTestId('add-confirm').waitFor()
    await screenshot(page, 'liquidity-add-detail-light')
    await page.getByTestId('add-confirm').click()
    const hash = await waitForSent(page)
    expect(await transactionTo(hash)).toBe(deployment.chain.exchanges.v2.router.toLowerCase())
    const pair = await pairOf('v2', hapc, goc)
    expect(pair).not.toBe(zeroAddress)
    expect(await pairOf('v1', hapc, goc)).toBe(zeroAddress)
    const lp = await tokenBalance(pair, wallet.address)

    const row = page.locator(`[data-testid="position"][data-lp="${pair.toLowerCase()}"]`)
    await row.waitFor({ timeout: 20_000 })
    await row.locator('summary').click()
    await screenshot(page, 'liquidity-list-light')
    await row.getByTestId('position-remove').click()
    await page.getByTestId('remove-approve').click()
    await page.locator('[data-testid="remove-button"]:not([disabled])').waitFor({ timeout: 30_000 })
    await page.getByTestId('remove-25').click()
    await screenshot(page, 'liquidity-remove-light')
    await page.getByTestId('remove-button').click()
    await page.getByTestId('remove-confirm').click()
    const removal = await waitForSent(page)
    expect(await transactionTo(removal)).toBe(deployment.chain.exchanges.v2.router.toLowerCase())
    expect(await tokenBalance(pair, wallet.address)).toBe(lp - (lp * 25n) / 100n)

    await page.getByTestId('language-toggle').click()
    await page.getByTestId('language-option-zh-CN').click()
    await page.getByTestId('liquidity-back').click()
    await row.waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('add-liquidity').textContent()).toBe('添加流动性')
    await screenshot(page, 'liquidity-list-light-zh')
    await context.close()
  })
})
