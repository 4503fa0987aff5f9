import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { apiCall, goTo, reconnect, toast, useTheme, openSignedIn as openSignedInPage } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenshot, testKeys, type WalletPage } from '../src/browser.ts'
import type { TestWallet } from '../src/testWallet.ts'

/**
 * Key 5's referrer is key 4 in the devnet seed (other specs bind or pay with keys 1–3 and 6–8;
 * key 0 is the swap specs'). Key 4 is the inviter, key 5 its direct invitee, key 9 moves the
 * programmes' clock. The mint spec moves the clock too: nothing here depends on the date.
 */
const inviterKey = testKeys[4]
const inviteeKey = testKeys[5]
const adminKey = testKeys[9]
const DAY_SECONDS = 86_400
const WIRE_DECIMALS = 36

type MinerInfo = { status: number; countdown: number; production: string; token: string }
type AirdropSummary = { usable: string; dr_num: number; get_amount: string; token: string }
type SignedIn = WalletPage & { token: string }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const units = (wire: string) => parseAmount(wire, WIRE_DECIMALS)
const signatures = (wallet: TestWallet) => wallet.requests.filter((method) => method === 'personal_sign').length

const openSignedIn = (key: `0x${string}`, hash: string) => openSignedInPage(browser, key, hash)

/** Moves the programmes' clock as the operator; the server settles what became due. */
async function advanceClock(seconds: number) {
  const admin = await openSignedIn(adminKey, '/Index')
  await apiCall(admin.token, 'POST', '/admin/clock/advance', { seconds })
  await admin.context.close()
}

/** Screenshots show the screen, not the toasts of the steps before it (they close after 3 s). */
async function shot(page: Page, name: string) {
  await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0)
  await screenshot(page, name)
}

/** The pool after a reload: the page's countdown only knows the server's last answer. */
async function reopenPool(page: Page) {
  await page.reload()
  await reconnect(page)
  await page.getByTestId('miner-card').waitFor({ timeout: 20_000 })
  await page.getByTestId('airdrop-card').waitFor({ timeout: 20_000 })
}

/** Claims through the pool screen until the balance shows zero (a leftover from earlier days, or the new production). */
async function claimAll(page: Page) {
  const card = page.getByTestId('airdrop-card')
  if (/^0*(\.0*)?$/.test((await card.getAttribute('data-usable')) ?? '0')) return
  await page.getByTestId('airdrop-claim').click()
  await toast(page, 'success')
  await expect.poll(() => card.getAttribute('data-usable'), { timeout: 15_000 }).toMatch(/^0*(\.0*)?$/)
}

/** Starts the miner from the pool screen and answers the session's production. */
async function startMiner(session: SignedIn): Promise<string> {
  const { page, token } = session
  await page.getByTestId('miner-start').click()
  await toast(page, 'success')
  await expect.poll(() => page.getByTestId('miner-card').getAttribute('data-status'), { timeout: 15_000 }).toBe('1')
  return (await apiCall<MinerInfo>(token, 'GET', '/miner/info')).production
}

describe('airdrop centre and miner pool', () => {
  let inviter: SignedIn
  let invitee: SignedIn
  let inviterProduction = '0'
  let inviteeProduction = '0'
  beforeAll(async () => {
    inviter = await openSignedIn(inviterKey, '/kuangchiIndex')
    invitee = await openSignedIn(inviteeKey, '/kuangchiIndex')
  })
  afterAll(async () => {
    await inviter?.context.close()
    await invitee?.context.close()
  })

  it('shows CIRCLES as the one open airdrop and opens the pool from it', async () => {
    const { page } = invitee
    await page.getByTestId('airdrop-center').waitFor({ timeout: 20_000 })
    const other = page.getByTestId('airdrop-entry-other')
    expect(await other.getAttribute('aria-disabled')).toBe('true')
    expect(await other.evaluate((element) => element.tagName)).toBe('DIV')
    await shot(page, 'miner-center-dark')
    await page.getByTestId('airdrop-entry-circles').click()
    await expect.poll(() => page.url()).toContain('#/kuangchi')
    await page.getByTestId('miner-card').waitFor({ timeout: 20_000 })
  })

  it('claims nothing at zero without a request, and withdraw is not open', async () => {
    const { page } = invitee
    await page.getByTestId('airdrop-card').waitFor({ timeout: 20_000 })
    await claimAll(page)
    const claims: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/airdrop/claim')) claims.push(request.url())
    })
    expect(await page.getByTestId('airdrop-claim').getAttribute('class')).toContain('is-empty')
    await page.getByTestId('airdrop-claim').click()
    await toast(page, 'error', 'There is nothing to claim')
    expect(claims).toEqual([])
    await page.getByTestId('airdrop-withdraw').click()
    await toast(page, 'info', 'This feature is not open yet')
  })

  it('starts the miner after a refused signature sent nothing; the countdown ticks and the button is disabled', async () => {
    const { page, wallet, token } = invitee
    expect(await page.getByTestId('miner-card').getAttribute('data-status')).toBe('0')
    expect(await page.getByTestId('miner-start').textContent()).toBe('Start')
    wallet.rejectNext = true
    const signed = signatures(wallet)
    await page.getByTestId('miner-start').click()
    await toast(page, 'error', 'Signature refused. Nothing was sent.')
    expect(signatures(wallet)).toBe(signed + 1)
    expect((await apiCall<MinerInfo>(token, 'GET', '/miner/info')).status).toBe(0)

    inviteeProduction = await startMiner(invitee)
    expect(units(inviteeProduction)).toBeGreaterThan(0n)
    const button = page.getByTestId('miner-start')
    expect(await button.isDisabled()).toBe(true)
    await expect.poll(() => button.textContent()).toMatch(/^(23|24):\d{2}:\d{2}$/)
    const countdown = page.getByTestId('miner-countdown')
    const first = Number(await countdown.getAttribute('data-seconds'))
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds')), { timeout: 5_000 }).toBeLessThan(first)
    expect(await page.getByTestId('miner-production').textContent()).toMatch(/\d/)
    expect(await page.getByTestId('miner-rate').textContent()).toMatch(/\d.* \w+$/)
    await shot(page, 'miner-pool-running-dark')
  })

  it("lists the running invitee as active on the inviter's level 1 share list", async () => {
    const { page } = inviter
    await goTo(page, '/kuangchi')
    await page.getByTestId('miner-card').waitFor({ timeout: 20_000 })
    await claimAll(page)
    inviterProduction = await startMiner(inviter)
    expect(Number(await page.getByTestId('airdrop-invited').textContent())).toBeGreaterThanOrEqual(1)

    await page.getByTestId('airdrop-share').click()
    await expect.poll(() => page.url()).toContain('#/fenxiang918')
    const inviteeAddress = invitee.wallet.address.toLowerCase()
    const row = page.locator(`[data-testid="invitees-1-row"]:has([data-address="${inviteeAddress}"])`)
    await row.waitFor({ timeout: 20_000 })
    const status = row.getByTestId('invitee-status')
    expect(await status.getAttribute('data-active')).toBe('true')
    const children = await apiCall<{ list: Array<{ address: string; miner_status_txt: string }> }>(inviter.token, 'GET', '/airdrop/children-list?level=1&page=1&page_size=100')
    const listed = children.list.find((child) => child.address.toLowerCase() === inviteeAddress)
    expect(await status.textContent()).toBe(listed?.miner_status_txt)
    await shot(page, 'miner-share-dark')
    await page.getByTestId('share-tab-2').click()
    await page.getByTestId('invitees-2').or(page.getByTestId('invitees-2-empty')).first().waitFor({ timeout: 15_000 })
    await goTo(page, '/fenxiang')
    await page.getByTestId('invitees-1-row').first().waitFor({ timeout: 15_000 })
  })

  it('is startable again once the 24 h session is over', async () => {
    await advanceClock(DAY_SECONDS)
    const { page } = inviter
    await goTo(page, '/kuangchi')
    await reopenPool(page)
    await expect.poll(() => page.getByTestId('miner-card').getAttribute('data-status'), { timeout: 15_000 }).toBe('0')
    const button = page.getByTestId('miner-start')
    expect(await button.textContent()).toBe('Start')
    expect(await button.isDisabled()).toBe(false)
  })

  it("pays the inviter its own production plus half of its invitee's once the day is settled, and claims it", async () => {
    await advanceClock(DAY_SECONDS)
    const { page, token } = inviter
    await reopenPool(page)
    const card = page.getByTestId('airdrop-card')
    // Own production and the 50% direct bonus; the 918 airdrop may add to it in the same job.
    const expected = units(inviterProduction) + units(inviteeProduction) / 2n
    await expect.poll(async () => units((await card.getAttribute('data-usable')) ?? '0'), { timeout: 15_000 }).toBeGreaterThanOrEqual(expected)
    const bonuses = await apiCall<{ list: Array<{ usable_change: string }> }>(token, 'GET', '/miner/wallet/record-list?level=1&page=1&page_size=10')
    expect(bonuses.list.map((record) => units(record.usable_change))).toContain(units(inviteeProduction) / 2n)
    const claimedBefore = units((await apiCall<AirdropSummary>(token, 'GET', '/airdrop/summary')).get_amount)
    expect(await page.getByTestId('airdrop-claim').textContent()).toMatch(/^Claim [\d,.]+ \w+$/)
    await shot(page, 'miner-pool-claimable-dark')

    await claimAll(page)
    const after = await apiCall<AirdropSummary>(token, 'GET', '/airdrop/summary')
    expect(units(after.get_amount) - claimedBefore).toBeGreaterThanOrEqual(expected)
  })

  it('looks right in the light theme', async () => {
    const { page } = inviter
    await useTheme(page, 'white')
    await page.getByTestId('miner-card').waitFor({ timeout: 20_000 })
    await page.getByTestId('miner-figures').waitFor({ timeout: 20_000 })
    await shot(page, 'miner-pool-light')
    // Centred, not just "in view": the bottom navigation covers the last rows of the viewport.
    await page.getByTestId('miner-totalMined').evaluate((element) => element.scrollIntoView({ block: 'center' }))
    expect(await page.getByTestId('miner-totalMined').textContent()).toMatch(/^[\d,]+ \/ [\d,]+$/)
    await shot(page, 'miner-figures-light')
    await goTo(page, '/fenxiang918')
    await page.getByTestId('invitees-1-row').first().waitFor({ timeout: 20_000 })
    await shot(page, 'miner-share-light')
    await goTo(page, '/kuangchiIndex')
    await page.getByTestId('airdrop-center').waitFor({ timeout: 20_000 })
    await shot(page, 'miner-center-light')
  })
})

describe('signed out', () => {
  it('asks to connect a wallet on the pool and the share list', async () => {
    const { page, context } = await openWithWallet(browser, { key: inviteeKey, hash: '/kuangchi' })
    await page.getByTestId('miner-signed-out').waitFor({ timeout: 20_000 })
    await goTo(page, '/fenxiang')
    await page.getByTestId('share-list').getByTestId('miner-signed-out').waitFor()
    await context.close()
  })
})
