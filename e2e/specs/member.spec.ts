import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { testTokenAbi } from '@hapdex/chain/abis'
import { testMnemonic } from '@hapdex/chain/accounts'
import { apiCall, depositOnChain, goTo, reconnect, toast, usable, openSignedIn as openSignedInPage } from '../src/accountCentre.ts'
import { issueShotDir, launchBrowser, testKeys } from '../src/browser.ts'
import { chainClient, readDeployment } from '../src/swapPage.ts'

/**
 * Accounts 60 to 62 of the mnemonic are this spec's own (nft.spec has 40 and 41): 60 joins with USDT from its platform
 * balance; 61, under 60, is made a partner and joins with HAP at the partner's 20 % (not the HAP
 * payment's 10 % added on); 62, under 60, pays on chain and reports the transaction hash. Earlier
 * specs move the server's clock: the operator opens the window around the server's now.
 */
const usdtAccount = mnemonicToAccount(testMnemonic, { addressIndex: 60 })
const hapAccount = mnemonicToAccount(testMnemonic, { addressIndex: 61 })
const chainAccount = mnemonicToAccount(testMnemonic, { addressIndex: 62 })
type Account = typeof usdtAccount
const keyOf = (account: Account) => toHex(account.getHdKey().privateKey!) as Hex
const adminKey = testKeys[9]
const HAP = 1
const USDT = 2
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const shotDir = issueShotDir(35)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

const openSignedIn = (key: Hex, hash: string) => openSignedInPage(browser, key, hash)

const deployment = () => readDeployment() as unknown as { contracts: Record<string, Address> }
const transport = () => http(inject('rpcUrl'))

/** Gas, and `amount` of a token minted to the account on chain. */
async function mintOnChain(account: Account, symbol: 'USDT' | 'HAP', amount: bigint) {
  const client = chainClient()
  await client.request({ method: 'anvil_setBalance' as never, params: [account.address, toHex(10n ** 20n)] as never })
  const deployer = createWalletClient({ account: mnemonicToAccount(testMnemonic), transport: transport() })
  const hash = await deployer.writeContract({ chain: null, address: deployment().contracts[symbol]!, abi: testTokenAbi, functionName: 'mint', args: [account.address, amount] })
  await client.waitForTransactionReceipt({ hash })
}

/** The operator's window: from `beginIn` ms after the server's now (an hour before, by default) for 30 days; the fees and discounts stay the defaults. */
async function openWindow(beginIn = -HOUR_MS): Promise<void> {
  const admin = await openSignedIn(adminKey, '/Index')
  const { now } = await apiCall<{ now: string }>(admin.token, 'GET', '/sm/config')
  const at = new Date(now).getTime()
  await apiCall(admin.token, 'POST', '/admin/programmes/sm', { config: { status: '1', begin_time: new Date(at + beginIn).toISOString(), end_time: new Date(at + 30 * DAY_MS).toISOString() } })
  await apiCall(admin.token, 'POST', '/admin/partner/level', { address: hapAccount.address, team_level: 1 })
  await admin.context.close()
}

async function showRecruitMember(page: Page) {
  await goTo(page, '/Next/RecuitMember')
  await page.getByTestId('member-join').waitFor()
}

async function openPayPopup(page: Page) {
  await showRecruitMember(page)
  await page.getByTestId('member-join').click()
  await page.getByTestId('member-pay-amount').waitFor()
}

describe('member recruit', () => {
  const tokens: Partial<Record<'usdt' | 'hap' | 'chain', string>> = {}

  it('joins with USDT from the platform balance, once', async () => {
    // Registered first: the operator makes 61 a partner, and 61 and 62 bind under 60.
    for (const account of [usdtAccount, hapAccount, chainAccount]) await (await openSignedIn(keyOf(account), '/Index')).context.close()
    const user = await openSignedIn(keyOf(usdtAccount), '/Index')
    tokens.usdt = user.token
    await mintOnChain(usdtAccount, 'USDT', 500n * 10n ** 18n)
    await depositOnChain(user.token, keyOf(usdtAccount), USDT, '500')
    // The window opens fifteen seconds from the server's now; the page, left open, opens with it.
    await openWindow(15_000)
    await showRecruitMember(user.page)
    expect(await user.page.getByTestId('member-time-status').textContent()).toBe('Upcoming')
    await expect.poll(() => user.page.getByTestId('member-time-status').textContent(), { timeout: 45_000, interval: 500 }).toBe('Ongoing')
    await openPayPopup(user.page)
    expect(await user.page.getByTestId('member-pay-amount').textContent()).toBe('100 USDT')
    expect(await user.page.getByTestId('member-pay-discount').textContent()).toBe('No discount')
    await user.page.getByTestId('member-pay-confirm').click()
    await toast(user.page, 'success', 'Welcome! You are now a member.')
    await user.page.getByTestId('member-joined').waitFor()
    expect(await usable(user.token, USDT)).toBe('400')
    await expect.poll(() => user.page.getByTestId('member-token-amount').textContent()).toBe('100 USDT')
    await user.context.close()
  })

  it('joins with HAP at the highest discount that applies (partner 20 %, not 10 % + 20 %)', async () => {
    const user = await openSignedIn(keyOf(hapAccount), '/Index')
    tokens.hap = user.token
    await apiCall(user.token, 'POST', '/uc/bind-recommender', { parent_addr: usdtAccount.address })
    await mintOnChain(hapAccount, 'HAP', 1_000n * 10n ** 18n)
    await depositOnChain(user.token, keyOf(hapAccount), HAP, '1000')
    await openPayPopup(user.page)
    await user.page.getByTestId('member-pay-type-1').check()
    await expect.poll(() => user.page.getByTestId('member-pay-amount').textContent()).toBe('160 HAP')
    expect(await user.page.getByTestId('member-pay-discount').textContent()).toBe('20% · partner')
    await user.page.screenshot({ path: resolve(shotDir, 'pay-popup-hap-390-en-US.png') })
    await user.page.getByTestId('member-pay-confirm').click()
    await toast(user.page, 'success')
    await user.page.getByTestId('member-joined').waitFor()
    expect(await usable(user.token, HAP)).toBe('840')
    await user.context.close()
  })

  it('joins by a transfer on chain to our receiving address and its hash, accepted once', async () => {
    const user = await openSignedIn(keyOf(chainAccount), '/Index')
    tokens.chain = user.token
    await apiCall(user.token, 'POST', '/uc/bind-recommender', { parent_addr: usdtAccount.address })
    await mintOnChain(chainAccount, 'USDT', 100n * 10n ** 18n)
    await openPayPopup(user.page)
    await user.page.getByTestId('member-chain').locator('summary').click()
    await user.page.getByTestId('member-chain-submit').click()
    await toast(user.page, 'error', 'A transaction hash must be entered')
    await user.page.waitForTimeout(300)
    await user.page.screenshot({ path: resolve(shotDir, 'pay-popup-chain-390-en-US.png'), fullPage: true })
    const receiver = (await user.page.getByTestId('member-chain-receiver').locator('button').getAttribute('title')) as Address
    expect(receiver).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const wallet = createWalletClient({ account: chainAccount, transport: transport() })
    const hash = await wallet.writeContract({ chain: null, address: deployment().contracts.USDT!, abi: erc20Abi, functionName: 'transfer', args: [receiver, 100n * 10n ** 18n] })
    const client = createPublicClient({ transport: transport() })
    await client.waitForTransactionReceipt({ hash })
    await chainClient().request({ method: 'anvil_mine' as never, params: ['0x3'] as never })
    await user.page.getByTestId('member-chain-hash').fill(hash)
    await user.page.getByTestId('member-chain-submit').click()
    await toast(user.page, 'success', 'Welcome! You are now a member.')
    await user.page.getByTestId('member-joined').waitFor()
    expect(await usable(user.token, USDT)).toBe('0')
    await expect(apiCall(user.token, 'POST', '/sm/entry-mark', { tx_hash: hash })).rejects.toThrow('This transaction hash has already been used')
    await user.context.close()
  })

  it("counts and lists the referrer's members by token", async () => {
    const referrer = await openSignedIn(keyOf(usdtAccount), '/Index')
    await goTo(referrer.page, '/Next/RecuitMember')
    await referrer.page.getByTestId('member-joined').waitFor()
    expect(await referrer.page.getByTestId('member-u_dr_num').textContent()).toBe('1')
    expect(await referrer.page.getByTestId('member-hap_dr_num').textContent()).toBe('1')
    await referrer.page.getByTestId('member-children-link').click()
    const rows = referrer.page.getByTestId('member-child')
    await rows.first().waitFor()
    const texts = await rows.allTextContents()
    expect(texts).toHaveLength(2)
    expect(texts.find((text) => text.includes(chainAccount.address.slice(0, 6)))).toContain('USDT')
    expect(texts.find((text) => text.includes(hapAccount.address.slice(0, 6)))).toContain('HAP')
    await referrer.context.close()
  })

  it('shows both screens at 390 and 1280 px in five languages and both themes without overflow', async () => {
    const looks = [['en-US', 'white'], ['zh-CN', 'black'], ['ja-JP', 'white'], ['ko-KR', 'black'], ['zh-HK', 'white']] as const
    const user = await openSignedIn(keyOf(usdtAccount), '/Index')
    for (const [language, theme] of looks) {
      await user.page.evaluate(([lang, look]) => localStorage.setItem('hapdex.settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('hapdex.settings') ?? '{}'), language: lang, theme: look })), [language, theme])
      await user.page.reload()
      await reconnect(user.page)
      for (const width of [390, 1280]) {
        await user.page.setViewportSize({ width, height: 900 })
        for (const [hash, name, ready] of [['/Next/RecuitMember', 'RecuitMember', 'member-joined'], ['/Next/childlist', 'childlist', 'member-child']] as const) {
          await goTo(user.page, hash)
          await user.page.getByTestId(ready).first().waitFor()
          expect(await user.page.locator('html').getAttribute('lang')).toBe(language)
          await user.page.waitForTimeout(300)
          await user.page.screenshot({ path: resolve(shotDir, `${name}-${width}-${language}-${theme}.png`), fullPage: true })
          expect(await user.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        }
      }
    }
    await user.context.close()
  })
})
