import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { launchBrowser, openWithWallet, screenshot, testKeys } from '../src/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function connect(page: import('playwright-core').Page) {
  await page.getByTestId('wallet-button').click()
  await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
}

describe('shell', () => {
  it('connects the test wallet, signs in and shows the shortened address', async () => {
    const { page, wallet, context } = await openWithWallet(browser)
    await connect(page)
    const label = await page.getByTestId('wallet-button').textContent()
    expect(label).toContain(wallet.address.slice(-6))
    expect(label).not.toContain(wallet.address)
    expect(wallet.requests).toContain('personal_sign')
    const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.includes('session'))?.[1] ?? '')
    expect(token).not.toBe('')
    await screenshot(page, 'shell-connected-dark')
    await context.close()
  })

  it('asks a wallet that authorized the site before for no signature on load, only when the user taps Sign in', async () => {
    const { page, wallet, context } = await openWithWallet(browser, { authorized: true })
    const button = page.locator('[data-testid="wallet-button"][data-state="unsigned"]')
    await button.waitFor({ timeout: 20_000 })
    // Long enough for any sign-in the page would start on its own.
    await page.waitForTimeout(1500)
    expect(await button.textContent()).toBe('Sign in')
    expect(wallet.requests).not.toContain('personal_sign')
    await connect(page)
    expect(wallet.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(await page.getByTestId('wallet-button').textContent()).toContain(wallet.address.slice(-6))
    await context.close()
  })

  it('signs in again when the user connects after Disconnect, without a reload', async () => {
    const { page, wallet, context } = await openWithWallet(browser, { hash: '/Next/fankui' })
    await connect(page)
    await page.getByTestId('feedback-list').waitFor()
    await page.getByTestId('wallet-button').click()
    await page.getByTestId('wallet-disconnect').click()
    await page.locator('[data-testid="wallet-button"][data-state="disconnected"]').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('wallet-button').textContent()).toBe('Connect wallet')
    await page.getByTestId('feedback-signed-out').waitFor()
    await connect(page)
    expect(await page.getByTestId('wallet-button').textContent()).toContain(wallet.address.slice(-6))
    // The page's own content is back: no "Sign in" left on it.
    await page.getByTestId('feedback-list').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('signed-out-connect').count()).toBe(0)
    await context.close()
  })

  it('keeps the network name on one line beside Connect wallet in English and Japanese, from 360 px up', async () => {
    const { page, context } = await openWithWallet(browser)
    for (const language of ['en-US', 'ja-JP'] as const) {
      await page.evaluate((value) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: value })), language)
      for (const width of [360, 390, 430, 599]) {
        await page.setViewportSize({ width, height: 844 })
        await page.reload()
        await page.locator('[data-testid="wallet-button"][data-state="disconnected"]').waitFor({ timeout: 20_000 })
        await expect.poll(() => page.getByTestId('chain-label').textContent()).toMatch(/\S/)
        const row = await page.evaluate(() => {
          const pill = document.querySelector<HTMLElement>('[data-testid="chain-label"]')!
          const lineHeight = parseFloat(getComputedStyle(pill).lineHeight)
          const button = document.querySelector<HTMLElement>('[data-testid="wallet-button"]')!
          return { pillLines: Math.round((pill.clientHeight - parseFloat(getComputedStyle(pill).paddingTop) * 2) / lineHeight), button: button.textContent, fits: document.documentElement.scrollWidth <= window.innerWidth }
        })
        expect([language, width, row]).toEqual([language, width, { pillLines: 1, button: language === 'en-US' ? 'Connect wallet' : 'ウォレットを接続', fits: true }])
      }
    }
    await context.close()
  })

  it('reaches the mint centre and the airdrop centre from the side menu', async () => {
    const { page, context } = await openWithWallet(browser)
    for (const [item, route] of [['menu-MintCenter', '/MintPool/MintCenter'], ['menu-kuangchiIndex', '/kuangchiIndex']] as const) {
      await page.getByTestId('menu-button').click()
      await page.getByTestId(item).click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toContain(route)
      expect(await page.getByTestId('not-open').count()).toBe(0)
    }
    await context.close()
  })

  it('switches language and theme, and keeps them after a reload', async () => {
    const { page, context } = await openWithWallet(browser)
    await page.getByTestId('wallet-button').waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('theme-toggle').click()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.getByTestId('side-menu-close').click()
    await page.getByTestId('language-toggle').click()
    await page.getByTestId('language-option-ja-JP').click()
    // Japanese is a file of its own, loaded on the switch: the labels change once it has arrived.
    await expect.poll(() => page.getByTestId('tab-Swap').textContent()).not.toBe('Swap')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja-JP')
    await screenshot(page, 'shell-light-ja')
    await page.reload()
    await page.getByTestId('wallet-button').waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja-JP')
    await context.close()
  })

  it('copies the invite link with the user\'s invite code', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[1] })
    await connect(page)
    await page.getByTestId('menu-button').click()
    await page.getByTestId('copy-invite-link').click()
    await page.locator('[data-testid="toast"][data-kind="success"]').waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(new RegExp(`^${inject('baseUrl')}/#/.*\\?invite_code=[2-9A-HJ-NP-Z]{8}$`))
    await context.close()
  })

  it('binds the inviter when the app is opened with an invite_code', async () => {
    const inviter = await openWithWallet(browser, { key: testKeys[2] })
    await connect(inviter.page)
    const inviterToken = await sessionToken(inviter.page)
    const info = await apiGet('/api/uc/info', inviterToken)
    const inviteCode = info.data.invite_code as string
    await inviter.context.close()

    const invitee = await openWithWallet(browser, { key: testKeys[3], hash: `/?invite_code=${inviteCode}` })
    await connect(invitee.page)
    await expect.poll(async () => (await apiGet('/api/uc/info', await sessionToken(invitee.page))).data.parent_id, { timeout: 10_000 }).toBe(info.data.id)
    await invitee.page.getByTestId('menu-button').click()
    // The menu reflects the bind once the user query refreshes: no parent popup any more.
    await expect.poll(() => invitee.page.getByTestId('bind-parent-open').count(), { timeout: 10_000 }).toBe(0)
    await invitee.context.close()
  })

  it('answers 401 to a bare wallet address as Authorization', async () => {
    for (const header of [testKeysAddress(), `Bearer ${testKeysAddress()}`]) {
      const response = await fetch(`${inject('baseUrl')}/api/uc/info`, { headers: { Authorization: header } })
      expect(response.status).toBe(401)
      expect(((await response.json()) as { error: string }).error).toBe('unauthorized')
    }
  })
})

function testKeysAddress() {
  return '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
}

async function sessionToken(page: import('playwright-core').Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const [key, value] of Object.entries(localStorage)) if (key.includes('session')) return value
    return ''
  })
  const parsed = JSON.parse(token) as Record<string, { token: string }> | { token: string }
  if ('token' in parsed && typeof parsed.token === 'string') return parsed.token
  const first = Object.values(parsed)[0] as { token: string } | undefined
  return first?.token ?? ''
}

async function apiGet(path: string, token: string) {
  const response = await fetch(`${inject('baseUrl')}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()) as { code: number; data: Record<string, unknown> & { id: number } }
}
