import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { testTokenAbi } from '@hapdex/chain/abis'
import { testMnemonic } from '@hapdex/chain/accounts'
import { apiCall, depositOnChain, goTo, openSignedIn as openSignedInPage, reconnect, toast } from '../src/accountCentre.ts'
import { issueShotDir, launchBrowser, openWithWallet, testKeys } from '../src/browser.ts'
import { openConsole } from '../src/console.ts'
import { chainClient, readDeployment } from '../src/swapPage.ts'

/**
 * Accounts 70 (seller) and 71 (buyer) of the mnemonic are this spec's own; key 9 operates the
 * clock and sets a one-day freeze so the clock moves two days, not eight.
 */
const sellerAccount = mnemonicToAccount(testMnemonic, { addressIndex: 70 })
const buyerAccount = mnemonicToAccount(testMnemonic, { addressIndex: 71 })
const keyOf = (account: typeof sellerAccount) => toHex(account.getHdKey().privateKey!) as Hex
const tokenIds = { HAP: 1, USDT: 2, GOC: 7 } as const
const adminKey = testKeys[9]
const shotDir = issueShotDir(36)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

const openSignedIn = (key: Hex, hash: string) => openSignedInPage(browser, key, hash)

/** Gas, and the tokens minted on chain and deposited, as a user gets custodial balances. */
async function fund(account: typeof sellerAccount, token: string, amounts: ReadonlyArray<readonly ['HAP' | 'USDT' | 'GOC', string]>) {
  const deployment = readDeployment() as unknown as { contracts: Record<string, Address> }
  const client = chainClient()
  await client.request({ method: 'anvil_setBalance' as never, params: [account.address, toHex(10n ** 20n)] as never })
  const deployer = createWalletClient({ account: mnemonicToAccount(testMnemonic), transport: http(inject('rpcUrl')) })
  for (const [symbol, amount] of amounts) {
    const hash = await deployer.writeContract({ chain: null, address: deployment.contracts[symbol]!, abi: testTokenAbi, functionName: 'mint', args: [account.address, BigInt(amount) * 10n ** 18n] })
    await client.waitForTransactionReceipt({ hash })
    await depositOnChain(token, keyOf(account), tokenIds[symbol], amount)
  }
}

async function publishInBrowser(page: Page, type: 0 | 1, amount: string) {
  await page.getByTestId(`cm-${type === 0 ? 'buy' : 'sell'}-${amount}`).click()
  await page.getByTestId('cm-publish').waitFor()
  await page.getByTestId('cm-publish-confirm').click()
  await page.getByTestId('cm-success').waitFor()
  await page.getByTestId('cm-success-done').click()
}

/** A decimal string to six decimals, rounded down, as the app shows balances. */
const sixDecimals = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.')
  const kept = fraction.slice(0, 6).replace(/0+$/, '')
  return kept === '' ? whole! : `${whole}.${kept}`
}

const usableOf = async (token: string, tokenId: number) => (await apiCall<{ usable: string }>(token, 'GET', `/wallet/info?token_id=${tokenId}`)).usable

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: resolve(shotDir, `${name}.png`), fullPage: true })
}

describe('Circulation market', () => {
  it('matches a buy against a sell, settles both after the freeze with the reward on the bill, and withdraws a queuing order', async () => {
    const admin = await openSignedIn(adminKey, '/Index')
    await apiCall(admin.token, 'POST', '/admin/programmes/cmarket', { config: { freeze_day: 1 } })
    const seller = await openSignedIn(keyOf(sellerAccount), '/Index')
    await fund(sellerAccount, seller.token, [['HAP', '1000']])
    const buyer = await openSignedIn(keyOf(buyerAccount), '/Index')
    await fund(buyerAccount, buyer.token, [['USDT', '1000'], ['GOC', '100']])

    // The seller queues two sells from the side menu's entry.
    const { page: sellerPage } = seller
    await sellerPage.reload()
    await reconnect(sellerPage)
    await sellerPage.getByTestId('menu-button').click()
    await sellerPage.getByTestId('menu-circulationIndex').click()
    await sellerPage.getByTestId('cm-warehouses').waitFor()
    await publishInBrowser(sellerPage, 1, '100')
    await publishInBrowser(sellerPage, 1, '200')
    await expect.poll(() => sellerPage.getByTestId('cm-wait-sell').textContent()).toBe('300 HAP')

    // The buyer takes the first one (FIFO): 100 HAP at the configured price.
    const { page: buyerPage } = buyer
    await buyerPage.reload()
    await reconnect(buyerPage)
    await goTo(buyerPage, '/Next/circulationIndex')
    await buyerPage.getByTestId('cm-zone-tab-1').click()
    await expect.poll(() => buyerPage.getByTestId('cm-zone-amount').allTextContents()).toEqual(['100 HAP', '200 HAP'])
    const usdtBefore = Number(await usableOf(buyer.token, tokenIds.USDT))
    // The popup shows the fuel the release burns for the amount, the server's figure (its release rule at today's prices).
    const { fuel_due: fuelDue } = await apiCall<{ fuel_due: { amount: string; fuel: string }[] | null }>(buyer.token, 'GET', '/circulation/config')
    const due = fuelDue?.find((entry) => entry.amount === '100')?.fuel
    expect(due).toBeDefined()
    await buyerPage.getByTestId('cm-buy-100').click()
    await expect.poll(() => buyerPage.getByTestId('cm-publish-fuel').textContent()).toBe(`${sixDecimals(due!)} GOC`)
    await buyerPage.getByTestId('cm-publish').getByRole('button', { name: 'Cancel' }).click()
    await publishInBrowser(buyerPage, 0, '100')
    // The publish answers once the order is queued; the matcher runs apart (decision 0038): the screen shows the match when it has run.
    await expect.poll(() => buyerPage.getByTestId('cm-freeze-buy').textContent(), { timeout: 10_000 }).toBe('100 HAP')
    expect(Number(await usableOf(buyer.token, tokenIds.USDT))).toBe(usdtBefore - 50)
    await goTo(buyerPage, '/Next/OrderPage')
    await buyerPage.getByTestId('cm-order-tab-1').click()
    await expect.poll(() => buyerPage.getByTestId('cm-order-state').allTextContents()).toEqual(['Matched'])

    // The seller withdraws what still queues.
    await goTo(sellerPage, '/Next/OrderPage?regionIndex=1')
    await expect.poll(() => sellerPage.getByTestId('cm-order-amount').allTextContents()).toEqual(['200 · 2 units'])
    await shoot(sellerPage, 'orders-queuing')
    await sellerPage.getByTestId('cm-order-cancel').click()
    await toast(sellerPage, 'success')
    await sellerPage.getByTestId('cm-orders-0-empty').waitFor()
    await sellerPage.getByTestId('cm-order-tab-3').click()
    await expect.poll(() => sellerPage.getByTestId('cm-order-state').allTextContents()).toEqual(['Withdrawn'])
    const usdtOfSeller = Number(await usableOf(seller.token, tokenIds.USDT))

    // Past the freeze: the operator moves the clock a week in the console, one confirmed move; every job catches up and circulation.release completes the match.
    const consolePage = await openConsole(browser, adminKey)
    await consolePage.getByRole('link', { name: 'Devnet clock' }).click()
    await consolePage.getByRole('button', { name: '+7 days' }).click()
    // A preset only fills the field: nothing moved yet.
    expect(await consolePage.getByLabel('Seconds').inputValue()).toBe('604800')
    const confirmations: string[] = []
    consolePage.on('dialog', (dialog) => {
      confirmations.push(dialog.message())
      void dialog.accept()
    })
    await consolePage.getByRole('button', { name: 'Move the clock' }).click()
    await consolePage.getByText(/^Clock moved: now /).waitFor({ timeout: 60_000 })
    expect(confirmations).toEqual(['Move the clock forward by 7 d 0 h (604800 s)? It never goes back, and every day that ends is settled.'])
    expect(await consolePage.getByLabel('Seconds').inputValue()).toBe('')
    await consolePage.context().close()
    // The release settled up to yesterday: the week's days were caught up, in order, by the one move.
    // (Polled: another spec may move the clock meanwhile, and the worker then settles the new days.)
    const caughtUp = async () => {
      const { day: today } = await apiCall<{ day: string }>(admin.token, 'GET', '/admin/clock')
      const { next_days: nextDays } = await apiCall<{ next_days: Record<string, string> }>(admin.token, 'GET', '/admin/settlement/runs?job=circulation.release&page=1&page_size=1')
      return nextDays['circulation.release'] === today
    }
    await expect.poll(caughtUp, { timeout: 30_000 }).toBe(true)
    await admin.context.close()
    // The screens read their figures once; a fresh page reads what the release did.
    await buyerPage.reload()
    await reconnect(buyerPage)
    await goTo(buyerPage, '/Next/billPage')
    await expect.poll(() => buyerPage.getByTestId('cm-reward-amount-0').textContent(), { timeout: 30_000 }).toBe('5')
    await buyerPage.getByTestId('cm-records-0-row').first().waitFor()
    expect(await buyerPage.getByTestId('cm-record-change').first().textContent()).toBe('+5 HAP')
    await shoot(buyerPage, 'bill')
    await goTo(buyerPage, '/Next/OrderPage')
    await buyerPage.getByTestId('cm-order-tab-2').click()
    await expect.poll(() => buyerPage.getByTestId('cm-order-reward').allTextContents()).toEqual(['5'])
    await expect.poll(async () => Number(await usableOf(seller.token, tokenIds.USDT))).toBe(usdtOfSeller + 50)
    await goTo(sellerPage, '/Next/sharePage')
    await sellerPage.getByTestId('cm-counts').waitFor()
    await seller.context.close()
    await buyer.context.close()
  })

  // Each language once, both themes and both widths among them (five looks keep the spec under a minute).
  const looks = [
    [390, 'en-US', 'white'],
    [390, 'zh-CN', 'black'],
    [390, 'ja-JP', 'white'],
    [1280, 'ko-KR', 'black'],
    [1280, 'zh-HK', 'white'],
  ] as const
  it('shows the four screens in every language at 390 and 1280 px, in both themes, no wider than the window', async () => {
    for (const [width, language, theme] of looks) {
      const opened = await openWithWallet(browser, { key: keyOf(buyerAccount), hash: '/Index' })
      await opened.page.setViewportSize({ width, height: 844 })
      await opened.page.evaluate(([lang, look]) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang, theme: look })), [language, theme])
      await opened.page.reload()
      await reconnect(opened.page)
      for (const [hash, name, ready] of [['/Next/circulationIndex', 'index', 'cm-mine'], ['/Next/sharePage', 'share', 'cm-counts'], ['/Next/billPage', 'bill', 'cm-rewards'], ['/Next/OrderPage?regionIndex=0', 'orders', 'cm-order-tab-0']] as const) {
        await goTo(opened.page, hash)
        await opened.page.getByTestId(ready).first().waitFor()
        await shoot(opened.page, `${name}-${width}-${language}-${theme}`)
        expect(await opened.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
      await opened.context.close()
    }
  }, 120_000)
})
