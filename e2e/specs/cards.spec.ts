import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall, goTo, openSignedIn, reconnect, toast, usable } from '../src/accountCentre.ts'
import { issueShotDir, launchBrowser, testKeys } from '../src/browser.ts'
import { buttonCode, chainClient, confirmSwap, fill, selectToken } from '../src/swapPage.ts'

/**
 * Issue 38's card screen on the devnet. Key 0 (npm start's test key) is the deployer that seeded
 * every HAP pool, so it holds their LP: after a daily run it holds a card (decision 0035). It buys
 * HAP on the swap screen, whose taxed quote swap.spec holds to the wei (received = promised), so
 * the day has a card dividend; key 9, the operator, moves the programmes' clock a day, and
 * cards.daily settles it once the indexers have read past its end (decision 0037). The card screen
 * then shows the star and the dividends, and a claim moves the card dividend to the usable HAP balance.
 */
const userKey = testKeys[0]
const adminKey = testKeys[9]
const HAP = 1
const shotDir = issueShotDir(38)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

async function rpc(method: string, params: unknown[]) {
  await chainClient().request({ method: method as never, params: params as never })
}

/**
 * The chain's blocks are timed by anvil, the programmes' days by the devnet clock, which earlier
 * specs may have moved days ahead (and whose days are then settled already). The chain is moved up
 * to the clock, so the trade's Taxed event falls in the day the clock is in, which the next advance settles.
 */
async function chainToProgrammeClock(adminToken: string) {
  const { now } = await apiCall<{ now: string }>(adminToken, 'GET', '/admin/clock')
  const latest = await chainClient().getBlock()
  const behind = Math.floor(Date.parse(now) / 1000) - Number(latest.timestamp)
  if (behind > 0) await rpc('evm_increaseTime', [behind])
  await rpc('anvil_mine', ['0x1'])
}

async function buyHap(page: Page) {
  await goTo(page, '/Swap?id=0')
  await selectToken(page, 'from', 'USDT')
  await selectToken(page, 'to', 'HAP')
  await fill(page, 'from', '250')
  const button = page.locator('[data-testid="swap-button"][data-code="approve"], [data-testid="swap-button"][data-code="swap"]')
  await button.first().waitFor({ timeout: 15_000 })
  if ((await page.getByTestId('swap-button').getAttribute('data-code')) === 'approve') {
    await page.getByTestId('swap-button').click()
    await page.locator('[data-testid="toast"][data-kind="success"]').first().waitFor({ timeout: 20_000 })
  }
  await buttonCode(page, 'swap')
  expect(await page.getByTestId('swap-trade-tax').textContent()).toContain('1.5 %')
  await confirmSwap(page)
}

describe('equity cards', () => {
  it('after a day with a HAP buy, the card screen shows the star and the dividends, and the claim reaches the balance', async () => {
    const admin = await openSignedIn(browser, adminKey, '/Index')
    const user = await openSignedIn(browser, userKey, '/Index')
    const { page } = user

    await chainToProgrammeClock(admin.token)
    await buyHap(page)
    const { day: tradeDay } = await apiCall<{ day: string }>(admin.token, 'GET', '/admin/clock')
    await apiCall(admin.token, 'POST', '/admin/clock/advance', { seconds: 86_400 })
    await admin.context.close()

    // cards.daily settles the trade's day once the indexers have read the chain past its end (decision 0037): until then the card screen shows the day before.
    const settledDay = async () => (await apiCall<{ day: string | null }>(user.token, 'GET', '/cards/info')).day
    await expect.poll(settledDay, { timeout: 90_000, interval: 1000 }).toBe(tradeDay)
    await goTo(page, '/Next/cards')
    await page.getByTestId('cards-standing').waitFor({ timeout: 30_000 })
    const star = Number(await page.getByTestId('cards-star').getAttribute('data-star'))
    expect(star).toBeGreaterThanOrEqual(1)
    expect(await page.getByTestId('cards-held').textContent()).toBe(`${star}-star card`)
    expect(await page.getByTestId('cards-today-1').textContent()).not.toBe('0')
    expect(await page.getByTestId('cards-today-0').textContent()).not.toBe('0')
    await page.screenshot({ path: resolve(shotDir, 'cards-390-en-US-black.png'), fullPage: true })

    const hapBefore = parseUnits(await usable(user.token, HAP), 18)
    const claimable = parseUnits((await apiCall<{ card_claimable: string }>(user.token, 'GET', '/cards/info')).card_claimable, 18)
    expect(claimable).toBeGreaterThan(0n)
    await page.getByTestId('cards-claim-1').click()
    await toast(page, 'success')
    await expect.poll(() => page.getByTestId('cards-claimable-1').textContent()).toBe('0')
    expect(parseUnits(await usable(user.token, HAP), 18) - hapBefore).toBe(claimable)
    await expect.poll(() => page.getByTestId('cards-record-change').first().textContent()).toMatch(/^−/)
    // Claiming the emptied balance again asks for no signature: the no-reward toast.
    await page.getByTestId('cards-claim-1').click()
    await toast(page, 'error', 'There is no reward to claim')

    // The light theme at 390 px, and the side menu's way in.
    await page.evaluate(() => localStorage.setItem('hapdex.settings', JSON.stringify({ language: 'en-US', theme: 'white' })))
    await page.reload()
    await reconnect(page)
    await page.getByTestId('cards-standing').waitFor({ timeout: 30_000 })
    await page.screenshot({ path: resolve(shotDir, 'cards-390-en-US-white.png'), fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 844 })
    await page.screenshot({ path: resolve(shotDir, 'cards-1280-en-US-white.png'), fullPage: true })
    await user.context.close()
  }, 240_000)
})
