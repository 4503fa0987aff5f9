import type { Browser } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { closeAnnouncement, connect, goTo, depositOnChain, exchangeViaApi, sessionToken, toast, usable, useTheme } from '../src/accountCentre.ts'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { launchBrowser, openWithWallet, screenshot, testKeys } from '../src/browser.ts'
import { buttonCode, chainClient, connectOnSwap, fill, readDeployment, selectToken } from '../src/swapPage.ts'

const inviterKey = testKeys[9]
const inviteeKey = testKeys[8]
const inviter = privateKeyToAccount(inviterKey).address
const invitee = privateKeyToAccount(inviteeKey).address
const HAP = 1
const USDT = 2

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('invitation', () => {
  it('binds a referrer through the popup, which then disappears', async () => {
    // The referrer must be a user already: it signs in once.
    const referrer = await openWithWallet(browser, { key: inviterKey, hash: '/Index' })
    await connect(referrer.page)
    await referrer.context.close()
    const { page, context } = await openWithWallet(browser, { key: inviteeKey, hash: '/snowguan' })
    await closeAnnouncement(page)
    await connect(page)
    await page.getByTestId('invitation-screen').waitFor({ timeout: 15_000 })
    await page.getByTestId('invitation-bind-open').click()
    await page.getByTestId('bind-parent-input').fill(inviter)
    await page.getByTestId('bind-parent-submit').click()
    await toast(page, 'success')
    await expect.poll(() => page.getByTestId('invitation-bind-open').count()).toBe(0)
    expect((await page.getByTestId('invitation-referrer').textContent())?.toLowerCase()).toContain(inviter.slice(0, 6).toLowerCase())
    await context.close()
  })

  it('copies the invite link, lists and searches invitees, and joins the circulation fund', async () => {
    const { page, context, wallet } = await openWithWallet(browser, { key: inviterKey, hash: '/Invitation' })
    await closeAnnouncement(page)
    await connect(page)
    const token = await sessionToken(page)
    await depositOnChain(token, inviterKey, USDT, '20')
    await exchangeViaApi(token, inviterKey, USDT, HAP, '20')
    const hapBefore = await usable(token, HAP)
    await goTo(page, '/Index')
    await page.getByTestId('home-screen').waitFor()
    await goTo(page, '/Invitation')
    await page.getByTestId('invitation-screen').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('level-card-0').getAttribute('aria-current')).toBe('true')

    const code = (await page.getByTestId('invitation-code').textContent()) ?? ''
    expect(code).toMatch(/^\w+$/)
    await page.getByTestId('invitation-copy').click()
    await toast(page, 'success', 'Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${page.url().split('#')[0]}#/Index?invite_code=${code}`)

    const rows = page.getByTestId('invitee-row')
    await rows.first().waitFor({ timeout: 15_000 })
    expect(await rows.first().getAttribute('data-address')).toBe(invitee)
    expect(await rows.first().textContent()).toContain('Member')
    await page.getByTestId('invitation-search').fill(invitee.slice(2, 10))
    await page.getByTestId('invitation-search-submit').click()
    await expect.poll(() => rows.count()).toBe(1)
    await page.getByTestId('invitation-search').fill('ffffffff')
    await page.getByTestId('invitation-search-submit').click()
    await expect.poll(() => rows.count()).toBe(0)

    await page.getByTestId('fund-open').click()
    await page.getByTestId('fund-dialog').waitFor()
    expect(await page.getByTestId('fund-total').textContent()).toBe('20')
    await page.getByTestId('fund-plus').click()
    expect(await page.getByTestId('fund-quantity').inputValue()).toBe('2')
    expect(await page.getByTestId('fund-total').textContent()).toBe('40')
    await page.getByTestId('fund-minus').click()
    await page.getByTestId('fund-minus').click({ force: true })
    expect(await page.getByTestId('fund-quantity').inputValue()).toBe('1')
    await screenshot(page, 'invitation-fund-dark')
    wallet.rejectNext = true
    await page.getByTestId('fund-confirm').click()
    await expect.poll(() => page.getByTestId('fund-confirm').getAttribute('aria-busy')).toBeNull()
    expect(await usable(token, HAP)).toBe(hapBefore)
    await page.getByTestId('fund-confirm').click()
    await toast(page, 'success')
    // Exact decimals: 39.88 − 20 in floating point is 19.880000000000003.
    await expect.poll(async () => parseAmount(await usable(token, HAP), 18)).toBe(parseAmount(hapBefore, 18) - parseAmount('20', 18))
    await expect.poll(() => page.getByTestId('fund-open').isDisabled()).toBe(true)
    expect(await page.getByTestId('fund-open').textContent()).toContain('Joined (shares held: 1)')
    await page.getByTestId('invitation-search').fill('')
    await page.getByTestId('invitation-search-submit').click()
    await rows.first().waitFor()
    await screenshot(page, 'invitation-dark')
    await useTheme(page, 'white')
    await page.getByTestId('invitee-row').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'invitation-light')
    await context.close()
  })

  it('binds the referrer of an invite_address link to the swap screen on connect (spec 1, issue 17)', async () => {
    // A new user opening the swap screen with the invitee's address (lowercase, as links carry it).
    const { page, context } = await openWithWallet(browser, { key: generatePrivateKey(), hash: `/Swap?invite_address=${invitee.toLowerCase()}` })
    await closeAnnouncement(page)
    await connect(page)
    await toast(page, 'success')
    const token = await sessionToken(page)
    const recommender = async () => {
      const response = await fetch(`${inject('baseUrl')}/api/uc/recommender`, { headers: { Authorization: `Bearer ${token}` } })
      return ((await response.json()) as { data: { recommender: string | null } }).data.recommender
    }
    await expect.poll(recommender, { timeout: 15_000 }).toBe(invitee)
    await context.close()
  })

  it('joins the activity once after approving the V2 router on the swap screen (spec 1, issue 17)', async () => {
    const key = generatePrivateKey()
    const user = privateKeyToAccount(key).address
    // Gas and 10 USDT for a new wallet, so the swap button asks for the approval.
    await fetch(inject('rpcUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [user, '0xde0b6b3a7640000'] }),
    })
    const usdt = readDeployment().contracts['USDT']
    if (!usdt) throw new Error('no USDT in the deployment')
    const funder = createWalletClient({ account: privateKeyToAccount(testKeys[7]!), transport: http(inject('rpcUrl')) })
    await chainClient().waitForTransactionReceipt({
      hash: await funder.writeContract({ chain: null, address: usdt, abi: erc20Abi, functionName: 'transfer', args: [user, parseUnits('10', 18)] }),
    })

    const { page, context } = await openWithWallet(browser, { key, hash: '/Next/SwapV2' })
    const joins: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/activity/join')) joins.push(request.postDataJSON())
    })
    await connectOnSwap(page)
    await selectToken(page, 'from', 'USDT')
    await selectToken(page, 'to', 'HAP')
    await fill(page, 'from', '1')
    await buttonCode(page, 'approve')
    await page.getByTestId('swap-button').click()
    await expect.poll(() => joins, { timeout: 20_000 }).toEqual([{ address: user }])
    await page.locator('[data-testid="swap-button"]:not([data-code="approve"])').waitFor({ timeout: 15_000 })
    await context.close()
  })
})
