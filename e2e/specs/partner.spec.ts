import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, keccak256, stringToHex, toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { testTokenAbi } from '@hapdex/chain/abis'
import { testMnemonic } from '@hapdex/chain/accounts'
import { apiCall, depositOnChain, goTo, reconnect, toast, openSignedIn as openSignedInPage } from '../src/accountCentre.ts'
import { issueShotDir, launchBrowser, testKeys } from '../src/browser.ts'
import { chainClient, readDeployment } from '../src/swapPage.ts'

/**
 * Accounts 30 and 31 of the mnemonic are this spec's own: 30 binds under the devnet's demo leader
 * (a genesis partner from the seed) and buys; 31 binds under 30 and is refused while 30 is not a
 * partner. No other spec's balances or levels move. Specs share one stack and earlier ones (earn)
 * move the server's clock by more than a year, past the seeded rounds and vote: this spec opens
 * its own round and vote as the operator, around the server's now.
 */
const buyerAccount = mnemonicToAccount(testMnemonic, { addressIndex: 30 })
const refusedAccount = mnemonicToAccount(testMnemonic, { addressIndex: 31 })
const keyOf = (account: typeof buyerAccount) => toHex(account.getHdKey().privateKey!) as Hex
const demoLeader = privateKeyToAccount(keccak256(stringToHex('hapdex devnet demo leader'))).address
const USDT = 2
const adminKey = testKeys[9]
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const shotDir = issueShotDir(32)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

const openSignedIn = (key: Hex, hash: string) => openSignedInPage(browser, key, hash)

/** Gas, and 2,000 USDT minted on chain and deposited, as a user gets a custodial balance. */
async function fundWithUsdt(account: typeof buyerAccount, token: string) {
  const deployment = readDeployment() as unknown as { contracts: Record<string, Address> }
  const client = chainClient()
  await client.request({ method: 'anvil_setBalance' as never, params: [account.address, toHex(10n ** 20n)] as never })
  const deployer = createWalletClient({ account: mnemonicToAccount(testMnemonic), transport: http(inject('rpcUrl')) })
  const hash = await deployer.writeContract({ chain: null, address: deployment.contracts.USDT!, abi: testTokenAbi, functionName: 'mint', args: [account.address, 2_000n * 10n ** 18n] })
  await client.waitForTransactionReceipt({ hash })
  await depositOnChain(token, keyOf(account), USDT, '2000')
}

type Round = { begin_time: string; end_time: string }

async function partnerConfigs(token: string) {
  return apiCall<{ now: string; list: Round[] }>(token, 'GET', '/partner/configs')
}

/** A phase-1 round and a vote open from an hour before the server's now for 30 days; the vote becomes the current one. */
async function openRoundAndVote(): Promise<number> {
  const admin = await openSignedIn(adminKey, '/Index')
  const now = new Date((await partnerConfigs(admin.token)).now).getTime()
  const window = { begin_time: new Date(now - HOUR_MS).toISOString(), end_time: new Date(now + 30 * DAY_MS).toISOString() }
  const run = `${Date.now()}`
  await apiCall(admin.token, 'POST', '/admin/partner/rounds', { phase: 1, ...window, idempotency_key: `e2e-partner-round-${run}` })
  await apiCall(admin.token, 'POST', '/admin/partner/votes', { title: 'Open phase 2 early?', content: '<p>Partners decide.</p>', ...window, idempotency_key: `e2e-partner-vote-${run}` })
  await admin.context.close()
  return now
}

/** A card's status at `now`, worked out here from the round's window (none of these rounds is full). */
function statusAt(round: Round, now: number): string {
  if (now < new Date(round.begin_time).getTime()) return 'upcoming'
  return now > new Date(round.end_time).getTime() ? 'ended' : 'ongoing'
}

/**
 * The recruit screen read with the server's clock: the round's status and button compare its
 * window with the device's time, and earlier specs moved the server's by more than a year.
 * Signed in first (the sign-in message carries the device's real time).
 */
async function showRecruitAt(page: Page, serverNow: number) {
  await page.clock.setSystemTime(new Date(serverNow))
  await goTo(page, '/Index')
  await goTo(page, '/Next/recruit')
  await page.getByTestId('partner-rounds').waitFor()
}

async function joinSelectedRound(page: Page) {
  await page.getByTestId('partner-join').click()
  await page.getByTestId('partner-pay-confirm').click()
}

describe('partner recruitment', () => {
  it('refuses a user whose leader is not a partner, sells a seat to one whose leader is, and counts the vote', async () => {
    const serverNow = await openRoundAndVote()
    const buyer = await openSignedIn(keyOf(buyerAccount), '/Index')
    await apiCall(buyer.token, 'POST', '/uc/bind-recommender', { parent_addr: demoLeader })
    const refused = await openSignedIn(keyOf(refusedAccount), '/Index')
    await apiCall(refused.token, 'POST', '/uc/bind-recommender', { parent_addr: buyerAccount.address })
    await showRecruitAt(refused.page, serverNow)

    await refused.page.getByTestId('partner-join').waitFor()
    expect(await refused.page.getByTestId('partner-join').textContent()).toBe('Join')
    await joinSelectedRound(refused.page)
    await toast(refused.page, 'error', 'Your leader is not a member')
    await refused.context.close()

    await fundWithUsdt(buyerAccount, buyer.token)
    await buyer.page.reload()
    await reconnect(buyer.page)
    await showRecruitAt(buyer.page, serverNow)
    await joinSelectedRound(buyer.page)
    await toast(buyer.page, 'success')
    await buyer.page.getByTestId('partner-bought').waitFor()
    expect((await apiCall<{ usable: string }>(buyer.token, 'GET', `/wallet/info?token_id=${USDT}`)).usable).toBe('1000')
    const masked = `${buyerAccount.address.slice(0, 5)}...${buyerAccount.address.slice(-5)}`
    await expect.poll(() => buyer.page.getByTestId('partner-latest').textContent()).toContain(masked)

    await buyer.page.getByTestId('partner-vote-agree').click()
    await toast(buyer.page, 'success')
    await expect.poll(() => buyer.page.getByTestId('partner-vote-agree-rate').textContent()).toBe('100.00%')
    expect(await buyer.page.getByTestId('partner-vote-disagree-rate').textContent()).toBe('0.00%')
    await buyer.page.getByTestId('partner-vote-disagree').click()
    await toast(buyer.page, 'info', 'Already voted')
    await buyer.context.close()
  })

  it("the earn hub's tabs follow the server's clock, not the device's", async () => {
    const tabCards = async (page: Page, tab: string) => {
      await page.getByTestId(`earn-hub-tab-${tab}`).click()
      await page.locator('[data-testid^="recruit-card-"], [data-testid="earn-hub-empty"]').first().waitFor()
      return page.locator('[data-testid^="recruit-card-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')))
    }
    const viewer = await openSignedIn(adminKey, '/Index')
    const { now, list } = await partnerConfigs(viewer.token)
    await viewer.context.close()
    const serverNow = new Date(now).getTime()
    const expected = (status: string) => list.map((round) => statusAt(round, serverNow)).filter((s) => s === status)
    expect(expected('ongoing').length).toBeGreaterThan(0)
    // A device whose clock is 45 days on (this spec's round may have ended there) still shows the server's statuses.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.clock.setFixedTime(new Date(serverNow + 45 * DAY_MS))
    const page = await context.newPage()
    await page.goto(`${inject('baseUrl')}/#/earn`)
    for (const status of ['ongoing', 'ended', 'upcoming']) expect(await tabCards(page, status)).toEqual(expected(status))
    expect(await tabCards(page, 'all')).toHaveLength(list.length)
    await context.close()
  })

  it('states the rules with the figures an operator configured, and follows a change', async () => {
    const admin = await openSignedIn(adminKey, '/Index')
    const before = (await apiCall<{ config: Record<string, unknown> }>(admin.token, 'GET', '/admin/programmes/partner')).config
    const readRules = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto(`${inject('baseUrl')}/#/Next/recruit`)
      await page.getByTestId('partner-rules-open').click()
      const items = page.getByTestId('partner-rules').locator('li')
      await items.first().waitFor()
      const texts = await items.allTextContents()
      await context.close()
      return texts.join(' ')
    }
    try {
      await apiCall(admin.token, 'POST', '/admin/programmes/partner', { config: { referral_rate: '0.235', daily_airdrop: '12.5' } })
      const changed = await readRules()
      expect(changed).toContain('23.5%')
      expect(changed).toContain('12.5')
    } finally {
      await apiCall(admin.token, 'POST', '/admin/programmes/partner', { config: before })
      await admin.context.close()
    }
  })

  // Each language in at least one theme, zh-HK and ko-KR in both; phone and desktop widths.
  const looks = [
    [390, 'en-US', 'white'],
    [390, 'zh-CN', 'black'],
    [390, 'ja-JP', 'white'],
    [390, 'zh-HK', 'black'],
    [390, 'ko-KR', 'white'],
    [1280, 'en-US', 'black'],
    [1280, 'zh-HK', 'white'],
    [1280, 'ko-KR', 'black'],
  ] as const
  it('shows both screens in every language at 390 and 1280 px, in both themes, no wider than the window', async () => {
    for (const [width, language, theme] of looks) {
      const context = await browser.newContext({ viewport: { width, height: 844 } })
      await context.addInitScript(([lang, look]) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang, theme: look })), [language, theme])
      const page = await context.newPage()
      for (const [hash, name, ready] of [['/earn', 'hub', 'recruit-card-'], ['/Next/recruit', 'recruit', 'partner-round-']] as const) {
        await page.goto(`${inject('baseUrl')}/#${hash}`)
        await page.locator(`[data-testid^="${ready}"]`).first().waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: resolve(shotDir, `${name}-${width}-${language}-${theme}.png`), fullPage: true })
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth).toBeLessThanOrEqual(width)
      }
      await context.close()
    }
  })
})
