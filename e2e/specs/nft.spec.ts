import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, keccak256, stringToHex, toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { nftBuySignedParams } from '@hapdex/core/api/nft'
import { nftPayment } from '@hapdex/core/rules/nftPayment'
import { testTokenAbi } from '@hapdex/chain/abis'
import { testMnemonic } from '@hapdex/chain/accounts'
import { apiCall, depositOnChain, goTo, reconnect, signedCall, toast, openSignedIn as openSignedInPage } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenshotDir, testKeys } from '../src/browser.ts'
import { chainClient, readDeployment } from '../src/swapPage.ts'

/**
 * Accounts 40 and 41 of the mnemonic are this spec's own: 40 binds under the devnet's demo leader
 * and buys with both pay types in the browser; 41 binds under 40 and buys through the API, so 40
 * earns a share reward and ranks by share_cp. Key 9 operates the clock. The NFT types are the
 * devnet seed's.
 */
const holderAccount = mnemonicToAccount(testMnemonic, { addressIndex: 40 })
const inviteeAccount = mnemonicToAccount(testMnemonic, { addressIndex: 41 })
const keyOf = (account: typeof holderAccount) => toHex(account.getHdKey().privateKey!) as Hex
const demoLeader = privateKeyToAccount(keccak256(stringToHex('hapdex devnet demo leader'))).address
const HAP = 1
const HAPC = 4
const adminKey = testKeys[9]
const shotDir = resolve(screenshotDir, 'issue33')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

const openSignedIn = (key: Hex, hash: string) => openSignedInPage(browser, key, hash)

/** Gas, and HAP and HAPC minted on chain and deposited, as a user gets custodial balances. */
async function fund(account: typeof holderAccount, token: string) {
  const deployment = readDeployment() as unknown as { contracts: Record<string, Address> }
  const client = chainClient()
  await client.request({ method: 'anvil_setBalance' as never, params: [account.address, toHex(10n ** 20n)] as never })
  const deployer = createWalletClient({ account: mnemonicToAccount(testMnemonic), transport: http(inject('rpcUrl')) })
  for (const [symbol, tokenId] of [['HAP', HAP], ['HAPC', HAPC]] as const) {
    const hash = await deployer.writeContract({ chain: null, address: deployment.contracts[symbol]!, abi: testTokenAbi, functionName: 'mint', args: [account.address, 5_000n * 10n ** 18n] })
    await client.waitForTransactionReceipt({ hash })
    await depositOnChain(token, keyOf(account), tokenId, '5000')
  }
}

type NftType = { id: number; name: string; price: string; hapc_rate: string }
type NftList = { hap_price: string; hapc_price: string; list: NftType[] }

/** Moves the programmes' clock one day as the operator: nft.daily settles the day the NFTs were bought. */
async function advanceOneDay() {
  const admin = await openSignedIn(adminKey, '/Index')
  await apiCall(admin.token, 'POST', '/admin/clock/advance', { seconds: 86_400 })
  await admin.context.close()
}

async function buyInBrowser(page: Page, nft: NftType, payType: 0 | 1) {
  await page.getByTestId(`nft-buy-${nft.id}`).click()
  await page.getByTestId('nft-pay').waitFor()
  await page.getByTestId(`nft-pay-type-${payType}`).check()
  const shown = await page.getByTestId('nft-pay-amount').textContent()
  expect(shown).toMatch(payType === 0 ? /^[\d,.]+ HAP$/ : /^[\d,.]+ HAP \+ [\d,.]+ HAPC$/)
  await page.getByTestId('nft-pay-confirm').click()
  await page.getByTestId('nft-success').waitFor()
  expect(await page.getByTestId('nft-success').textContent()).toContain('Purchase successful')
  await page.getByTestId('nft-success-done').click()
}

const masked = (address: string) => `${address.slice(0, 5)}...${address.slice(-5)}`

describe('NFT centre', () => {
  it('buys with each pay type, sees the output and the ranking after a day, claims the three rewards and opens both zone tabs', async () => {
    const holder = await openSignedIn(keyOf(holderAccount), '/Index')
    await apiCall(holder.token, 'POST', '/uc/bind-recommender', { parent_addr: demoLeader })
    await fund(holderAccount, holder.token)
    const invitee = await openSignedIn(keyOf(inviteeAccount), '/Index')
    await apiCall(invitee.token, 'POST', '/uc/bind-recommender', { parent_addr: holderAccount.address })
    await fund(inviteeAccount, invitee.token)

    const { list } = await apiCall<NftList>(holder.token, 'GET', '/nft/list')
    const bronze = list.find((nft) => nft.name === 'Bronze miner')!
    const silver = list.find((nft) => nft.name === 'Silver miner')!
    const { page } = holder
    await page.reload()
    await reconnect(page)
    await goTo(page, '/Next/NFTCenter')
    const hapBefore = Number((await apiCall<{ usable: string }>(holder.token, 'GET', `/wallet/info?token_id=${HAP}`)).usable)
    await buyInBrowser(page, bronze, 0)
    await buyInBrowser(page, silver, 1)
    expect(Number((await apiCall<{ usable: string }>(holder.token, 'GET', `/wallet/info?token_id=${HAP}`)).usable)).toBeLessThan(hapBefore)
    expect(Number((await apiCall<{ usable: string }>(holder.token, 'GET', `/wallet/info?token_id=${HAPC}`)).usable)).toBeLessThan(5000)
    await expect.poll(() => page.getByTestId(`nft-hold-${bronze.id}`).textContent()).toContain('Held 1 /')

    // The invitee buys through the API, signing what the pay popup would show.
    const quote = await apiCall<NftList>(invitee.token, 'GET', '/nft/list')
    const price = (text: string) => ({ numerator: parseAmount(text, 18), denominator: 10n ** 18n })
    const due = nftPayment({ price: parseAmount(bronze.price, 18), hapcRate: bronze.hapc_rate, type: 0, hapPrice: price(quote.hap_price), hapcPrice: price(quote.hapc_price), hapDecimals: 18, hapcDecimals: 18, usdDecimals: 18 })
    const body = { nft_id: bronze.id, type: 0 as const, hap_amount: formatAmount(due.hap, 18), hapc_amount: '0' }
    await signedCall(invitee.token, keyOf(inviteeAccount), '/nft/hold-buy', 'NFT Buy', nftBuySignedParams(body), body)
    await invitee.context.close()

    await advanceOneDay()
    await page.reload()
    await reconnect(page)
    await goTo(page, '/Next/NFTCenter?tab=holding')
    await expect.poll(() => page.getByTestId('nft-today-cp').textContent(), { timeout: 30_000 }).not.toBe('0')
    expect(await page.getByTestId('nft-today-share').textContent()).not.toBe('0')
    await expect.poll(() => page.getByTestId('nft-ranking').textContent()).toContain(masked(holderAccount.address))
    await expect.poll(() => page.getByTestId('nft-held').count()).toBe(2)
    expect(await page.getByTestId('nft-held-state').first().textContent()).toBe('Producing')

    await page.getByTestId('nft-max-zone').click()
    await expect.poll(() => page.url()).toContain('#/Next/engbill?regionIndex=0')
    await expect.poll(() => page.getByTestId('nft-zone-row').first().textContent()).toContain(inviteeAccount.address.slice(0, 6))
    await page.getByTestId('nft-zone-tab-1').click()
    await page.getByTestId('nft-zone-1-empty').waitFor()

    await goTo(page, '/Next/nftbill')
    for (const type of [0, 1, 2]) {
      await expect.poll(() => page.getByTestId(`nft-reward-amount-${type}`).textContent(), { timeout: 30_000 }).not.toBe('0')
      await page.getByTestId(`nft-claim-${type}`).click()
      await toast(page, 'success')
      await expect.poll(() => page.getByTestId(`nft-reward-amount-${type}`).textContent()).toBe('0')
      expect(await page.getByTestId(`nft-reward-claimed-${type}`).textContent()).not.toBe('0')
    }
    await page.getByTestId('nft-claim-0').click()
    await toast(page, 'error', 'There is no reward to claim')
    expect(await page.getByTestId('nft-record-change').first().textContent()).toMatch(/^−/)
    await holder.context.close()
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
  it('shows the three screens in every language at 390 and 1280 px, in both themes, no wider than the window', async () => {
    for (const [width, language, theme] of looks) {
      const opened = await openWithWallet(browser, { key: keyOf(holderAccount), hash: '/Index' })
      await opened.page.setViewportSize({ width, height: 844 })
      await opened.page.evaluate(([lang, look]) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang, theme: look })), [language, theme])
      await opened.page.reload()
      await reconnect(opened.page)
      for (const [hash, name, ready] of [['/Next/NFTCenter', 'center', 'nft-summary'], ['/Next/engbill?regionIndex=0', 'zones', 'nft-zone-row'], ['/Next/nftbill', 'bill', 'nft-rewards']] as const) {
        await goTo(opened.page, hash)
        await opened.page.getByTestId(ready).first().waitFor()
        await opened.page.waitForTimeout(300)
        await opened.page.screenshot({ path: resolve(shotDir, `${name}-${width}-${language}-${theme}.png`), fullPage: true })
        expect(await opened.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
      await opened.context.close()
    }
  }, 400_000)
})
