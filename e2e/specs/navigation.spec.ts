import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { closeAnnouncement, connect, goTo } from '../src/accountCentre.ts'
import { launchBrowser, markLatestNoticeSeen, openWithWallet, screenSettled, screenshot, testKeys } from '../src/browser.ts'

/**
 * Issue 17, getting around: back arrows on sub-pages, feedback in the menu, the bill filter,
 * neutral not-open notices that close the menu, one not-found toast, a connect button on
 * signed-out pages, the wallet picker and its install links, the network pill, CJK words kept
 * whole, the layout at 1280 px, and the keyboard (focus ring, focus trapped and returned).
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const hash = (page: Page) => page.evaluate(() => window.location.hash)

/** A page without any wallet, as a visitor on a desktop browser with no extension. */
async function openWithoutWallet(options: { width?: number; hash?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 390, height: 844 }, deviceScaleFactor: 1 })
  await markLatestNoticeSeen(context)
  const page = await context.newPage()
  await page.goto(`${inject('baseUrl')}/#${options.hash ?? '/Index'}`)
  await page.getByTestId('wallet-button').waitFor()
  await closeAnnouncement(page)
  return { context, page }
}

async function toastKinds(page: Page) {
  return page.locator('[data-testid="toast"]').evaluateAll((toasts) => toasts.map((toast) => `${(toast as HTMLElement).dataset.kind}: ${toast.textContent}`))
}

describe('navigation', () => {
  it('gives sub-pages a back arrow: one step back in the app, or up to the parent on a fresh visit', async () => {
    const { page, context } = await openWithWallet(browser, { hash: '/Next/xiangqing?id=1' })
    await page.getByTestId('sub-page-back').waitFor()
    await page.getByTestId('sub-page-back').click()
    await expect.poll(() => hash(page)).toBe('#/Next/gongao')

    await goTo(page, '/Index')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-fankui').click()
    await expect.poll(() => hash(page)).toBe('#/Next/fankui')
    expect(await page.getByTestId('side-menu').count()).toBe(0)
    await page.getByTestId('sub-page-back').click()
    await expect.poll(() => hash(page)).toBe('#/Index')
    expect(await page.getByTestId('sub-page-back').count()).toBe(0)

    for (const route of ['/Next/gongao', '/Next/fankuiadd', '/Next/zhangdan', '/Next/FlashExchange', '/Next/Assets', '/MintPool/MintCenter', '/kuangchiIndex', '/Next/zhuzao', '/Next/NFTCenter']) {
      await goTo(page, route)
      await page.waitForTimeout(500)
      expect([route, await page.getByTestId('sub-page-back').isVisible()]).toEqual([route, true])
    }
    for (const route of ['/Swap', '/iso', '/earn', '/Invitation']) {
      await goTo(page, route)
      await page.waitForTimeout(300)
      expect([route, await page.getByTestId('sub-page-back').count()]).toEqual([route, 0])
    }
    await context.close()
  })

  it('shows not-open menu entries as a neutral notice and closes the menu', async () => {
    const { page, context } = await openWithWallet(browser)
    await page.getByTestId('wallet-button').waitFor()
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-lottery').click()
    await page.locator('[data-testid="toast"][data-kind="info"]').waitFor()
    expect(await page.getByTestId('side-menu').count()).toBe(0)
    expect(await page.locator('[data-testid="toast"][data-kind="error"]').count()).toBe(0)
    const look = await page.locator('[data-testid="toast"][data-kind="info"]').evaluate((toast) => getComputedStyle(toast).backgroundColor)
    const danger = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-danger').trim())
    expect(look).not.toBe('rgb(201, 48, 44)')
    expect(danger).toBe('#c9302c')
    await context.close()
  })

  it('tells a missing notice or feedback once, on the screen, with no toast on top', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[3] })
    await connect(page)
    for (const [route, state] of [
      ['/Next/xiangqing?id=987654', 'notice-not-found'],
      ['/Next/fanxiangqin?id=987654', 'feedback-not-found'],
    ] as const) {
      const answered = page.waitForResponse((response) => response.status() === 404)
      await goTo(page, route)
      await answered
      await page.getByTestId(state).waitFor()
      await page.waitForTimeout(1000)
      expect([route, await toastKinds(page)]).toEqual([route, []])
    }
    // Opened by link, signed in from the stored session as the page loads.
    await page.goto(`${inject('baseUrl')}/#/Next/fanxiangqin?id=987654`)
    await page.reload()
    await page.getByTestId('feedback-not-found').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(1500)
    expect(await toastKinds(page)).toEqual([])
    await context.close()
  })

  it('offers the connect button on signed-out funds, bills, invitation and feedback, and it signs in', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[4], hash: '/Next/Assets' })
    for (const [route, testId] of [
      ['/Next/Assets', 'funds-connect-first'],
      ['/Next/zhangdan', 'funds-connect-first'],
      ['/Invitation', 'invitation-signed-out'],
      ['/Next/fankui', 'feedback-signed-out'],
    ] as const) {
      await goTo(page, route)
      await page.getByTestId(testId).waitFor()
      expect(await page.getByTestId(testId).getByTestId('signed-out-connect').isVisible()).toBe(true)
    }
    await page.getByTestId('signed-out-connect').click()
    await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
    await page.getByTestId('feedback-list').waitFor()
    await context.close()
  })

  it('lines up the invitation figures, whatever the length of their labels', async () => {
    for (const language of ['en-US', 'ja-JP'] as const) {
      const { page, context } = await openWithWallet(browser, { key: testKeys[4], hash: '/Invitation' })
      await connect(page)
      if (language !== 'en-US') {
        await page.getByTestId('language-toggle').click()
        await page.getByTestId(`language-option-${language}`).click()
      }
      await page.getByTestId('invitation-direct-count').waitFor()
      await page.waitForTimeout(500)
      const tops = await page.locator('.invitation-stats dd').evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)))
      expect(tops).toHaveLength(3)
      expect([language, new Set(tops).size]).toEqual([language, 1])
      await context.close()
    }
  })

  it('filters the bill by type, in the link and in the request', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[4], hash: '/Next/zhangdan' })
    await connect(page)
    await page.getByTestId('bill-filter').waitFor()
    const request = page.waitForRequest((req) => req.url().includes('/api/wallet/record/list') && decodeURIComponent(req.url()).includes('type_arr=[1]'))
    await page.getByTestId('bill-filter').selectOption('withdraw')
    await request
    expect(await hash(page)).toContain('type=withdraw')
    await page.getByTestId('bill-list').waitFor()
    await context.close()
  })

  it('with no wallet, says where to get one; with several, lists them', async () => {
    const bare = await openWithoutWallet({ hash: '/Next/Assets' })
    await bare.page.getByTestId('signed-out-connect').click()
    await bare.page.getByTestId('no-wallet').waitFor()
    const links = await bare.page.getByTestId('wallet-install-link').evaluateAll((anchors) => anchors.map((a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target]))
    expect(links).toEqual([
      ['https://metamask.io/download/', '_blank'],
      ['https://trustwallet.com/download', '_blank'],
    ])
    await screenshot(bare.page, 'no-wallet-dark-390')
    // Closing returns focus to the button that opened it.
    await bare.page.keyboard.press('Escape')
    expect(await bare.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('signed-out-connect')
    await bare.context.close()

    const { page, context } = await openWithWallet(browser, { key: testKeys[5] })
    await page.evaluate(() => {
      const provider = { request: () => Promise.reject(new Error('not this one')), on() {}, removeListener() {} }
      const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3375bb"/></svg>')
      const detail = Object.freeze({ info: Object.freeze({ uuid: '0d6d2c33-6a1e-4f38-8a59-2b1e6f5e9c20', name: 'Second Wallet', icon, rdns: 'dev.hapdex.second' }), provider })
      window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    })
    await page.getByTestId('wallet-button').click()
    await page.getByTestId('wallet-choices').waitFor()
    expect(await page.getByTestId('wallet-choice').allTextContents()).toEqual(expect.arrayContaining(['Test Wallet', 'Second Wallet']))
    await screenshot(page, 'wallet-choices-dark-390')
    await page.getByTestId('wallet-choice').filter({ hasText: 'Test Wallet' }).click()
    await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
    await context.close()
  })

  it('shows the whole network name and keeps Japanese words whole', async () => {
    for (const width of [390, 360, 1280]) {
      const { page, context } = await openWithoutWallet({ width })
      const pill = page.getByTestId('chain-label')
      await expect.poll(() => pill.textContent()).toMatch(/\S/)
      const fits = await pill.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && !(element.textContent ?? '').includes('…'))
      expect([width, fits]).toEqual([width, true])
      await context.close()
    }
    const { page, context } = await openWithoutWallet({ hash: '/LiquidityIndex' })
    await page.getByTestId('language-toggle').click()
    await page.getByTestId('language-option-ja-JP').click()
    await page.getByTestId('language-menu').waitFor({ state: 'detached' })
    const style = await page.evaluate(() => {
      const probe = document.createElement('button')
      probe.textContent = 'インポート'
      document.querySelector('main')?.append(probe)
      const { wordBreak } = getComputedStyle(probe)
      probe.remove()
      return wordBreak
    })
    expect(style).toBe('keep-all')
    // Any visible 'インポート' sits on one line.
    const broken = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const found: number[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        const at = text.indexOf('インポート')
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 'インポート'.length)
        found.push(new Set(Array.from(range.getClientRects() as ArrayLike<DOMRect>).map((rect) => Math.round(rect.top))).size)
      }
      return found
    })
    expect(broken.length).toBeGreaterThan(0)
    expect(broken.every((lines) => lines === 1)).toBe(true)
    await context.close()
  })

  it('at 1280 px: a centred app card; the menu opens at its edge, dialogs are centred cards', async () => {
    const { page, context } = await openWithoutWallet({ width: 1280 })
    const column = await page.locator('.app-column').boundingBox()
    const nav = await page.locator('.bottom-nav').boundingBox()
    expect(column && nav).toBeTruthy()
    expect(Math.abs(column!.x - (1280 - column!.x - column!.width))).toBeLessThanOrEqual(1)
    expect(Math.abs(nav!.x - column!.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(nav!.width - column!.width)).toBeLessThanOrEqual(2)
    await page.getByTestId('menu-button').click()
    const menu = await page.getByTestId('side-menu').boundingBox()
    expect(Math.abs(menu!.x - column!.x)).toBeLessThanOrEqual(2)
    await screenshot(page, 'side-menu-dark-1280')
    await page.keyboard.press('Escape')
    await page.getByTestId('language-toggle').click()
    const dialog = await page.getByTestId('language-menu').boundingBox()
    expect(Math.abs(dialog!.x + dialog!.width / 2 - 640)).toBeLessThanOrEqual(2)
    expect(dialog!.y).toBeGreaterThan(40)
    await context.close()
  })

  it('works by keyboard: a visible focus ring, the menu traps focus and gives it back', async () => {
    const { page, context } = await openWithoutWallet()
    await page.keyboard.press('Tab')
    let focused = ''
    for (let step = 0; step < 6 && focused !== 'menu-button'; step++) {
      focused = (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? ''
      if (focused !== 'menu-button') await page.keyboard.press('Tab')
    }
    expect(focused).toBe('menu-button')
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(ring.style).not.toBe('none')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    await page.keyboard.press('Enter')
    await page.getByTestId('side-menu').waitFor()
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="side-menu"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.getByTestId('side-menu').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button')
    await context.close()
  })
})

describe('navigation screenshots', () => {
  it('shows the changed screens at 390 and 1280 px in both themes', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[4] })
    await connect(page)
    const bare = await openWithoutWallet({ hash: '/Next/Assets' })
    for (const theme of ['black', 'white'] as const) {
      const themeName = theme === 'black' ? 'dark' : 'light'
      for (const target of [page, bare.page]) {
        await target.evaluate((value) => {
          const settings = JSON.parse(localStorage.getItem('hapdex.settings') ?? '{}') as Record<string, unknown>
          localStorage.setItem('hapdex.settings', JSON.stringify({ ...settings, theme: value }))
        }, theme)
        await target.reload()
        await target.getByTestId('wallet-button').waitFor()
      }
      await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
      for (const target of [page, bare.page]) expect(await target.evaluate(() => document.documentElement.dataset.theme)).toBe(theme === 'black' ? 'dark' : 'light')
      for (const width of [390, 1280]) {
        const name = (screen: string) => `nav/${screen}-${themeName}-${width}`
        await page.setViewportSize({ width, height: 844 })
        await bare.page.setViewportSize({ width, height: 844 })
        await goTo(page, '/Index')
        await screenSettled(page)
        await page.getByTestId('menu-button').click()
        await page.getByTestId('side-menu').waitFor()
        expect(await page.getByTestId('side-menu').getByTestId('menu-MintCenter').isVisible()).toBe(true)
        await page.waitForTimeout(300)
        await screenshot(page, name('side-menu'))
        await page.keyboard.press('Escape')
        for (const [route, screen, shown] of [
          ['/Next/gongao', 'notices', 'notice-list'],
          ['/Next/zhangdan', 'bills', 'bill-filter'],
          ['/Invitation', 'invitation', 'invitation-screen'],
          ['/Next/fankui', 'feedback', 'feedback-list'],
        ] as const) {
          await goTo(page, route)
          // Signed in, each screen shows its own content, never the signed-out prompt, and fits the width.
          await page.getByTestId(shown).waitFor({ timeout: 15_000 })
          expect([screen, await page.getByTestId('signed-out-connect').count()]).toEqual([screen, 0])
          expect([screen, await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)]).toEqual([screen, true])
          await screenSettled(page)
          await screenshot(page, name(screen))
        }
        await page.getByTestId('language-toggle').click()
        await page.getByTestId('language-menu').waitFor()
        expect(await page.locator('[data-testid^="language-option-"]').count()).toBe(5)
        await page.waitForTimeout(200)
        await screenshot(page, name('language-menu'))
        await page.keyboard.press('Escape')

        await goTo(bare.page, '/Next/Assets')
        await bare.page.getByTestId('funds-connect-first').waitFor()
        expect(await bare.page.getByTestId('signed-out-connect').textContent()).toBe('Connect wallet')
        await screenshot(bare.page, name('funds-signed-out'))
        await bare.page.getByTestId('signed-out-connect').click()
        await bare.page.getByTestId('no-wallet').waitFor()
        expect(await bare.page.getByTestId('no-wallet-text').textContent()).toMatch(/\S/)
        await bare.page.waitForTimeout(200)
        await screenshot(bare.page, name('no-wallet'))
        await bare.page.keyboard.press('Escape')
        await bare.page.getByTestId('no-wallet').waitFor({ state: 'detached' })
      }
    }
    await bare.context.close()
    await context.close()
  })
})
