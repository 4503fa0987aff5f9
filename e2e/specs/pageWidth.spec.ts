import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../apps/web/src/config/paths.ts'
import { connect } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, testKeys } from '../src/browser.ts'

const languages = ['zh-CN', 'en-US', 'zh-HK', 'ja-JP', 'ko-KR'] as const
// Spec 9's root font size grows with the window up to 600 px, so a row can fit at 390 and not at 540.
const widths = [320, 360, 390, 414, 480, 540, 600]
const routes = [...new Set(Object.values(paths))]

interface Overflow {
  route: string
  width: number
  scrollWidth: number
  culprits: string[]
}

/** Lets the resize handler set the root font size (it runs in the next frame's steps). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Until the screen has stopped loading (no skeletons), or 5 s: a loaded screen is the wide one. */
async function settle(page: Page) {
  await page.waitForTimeout(300)
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 5_000 }).catch(() => undefined)
}

/** The page's width against the window, and the innermost elements that stick out (for the failure message). */
function measure(page: Page) {
  return page.evaluate(() => {
    const edge = window.innerWidth
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= edge) return { scrollWidth, culprits: [] }
    const scrollsInside = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) if (getComputedStyle(node).overflowX !== 'visible') return true
      return false
    }
    const out = (element: Element) => element.getBoundingClientRect().right > edge + 0.5
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => out(element) && !Array.from(element.children).some(out) && !scrollsInside(element))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}[${element.getAttribute('data-testid') ?? ''}] "${(element.textContent ?? '').slice(0, 30)}"`)
    return { scrollWidth, culprits }
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('no screen is wider than the phone', () => {
  it.each(languages)('%s: every route at 320 to 600 px fits the window', { timeout: 300_000 }, async (language) => {
    // Signed in: the screens a user stumbles on are the full ones, not "connect your wallet".
    const { context, page } = await openWithWallet(browser, { key: testKeys[1] })
    await page.getByTestId('tab-Index').waitFor({ timeout: 15_000 })
    await connect(page)
    await page.evaluate((lang) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang })), language)
    await page.reload()
    await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
    const overflows: Overflow[] = []
    for (const route of routes) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.evaluate((hash) => {
        window.location.hash = hash
      }, route)
      await settle(page)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 })
        await nextFrames(page)
        const { scrollWidth, culprits } = await measure(page)
        if (scrollWidth > width) overflows.push({ route, width, scrollWidth, culprits })
      }
    }
    expect(overflows).toEqual([])
    await context.close()
  })

  it('en-US mint bill: the record tabs keep one line each and the reward cards line up', async () => {
    const { context, page } = await openWithWallet(browser, { key: testKeys[1], hash: '/MintBill' })
    await connect(page)
    await page.getByTestId('reward-records-tab').waitFor({ timeout: 20_000 })
    await page.getByTestId('reward-card-3').waitFor({ timeout: 20_000 })
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await nextFrames(page)
      const lines = await page.getByTestId('reward-records-tab').evaluate((tabs) =>
        Array.from(tabs.querySelectorAll('.tab-button'), (tab) => {
          const range = document.createRange()
          range.selectNodeContents(tab)
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
        }),
      )
      expect([width, lines]).toEqual([width, [1, 1, 1, 1]])
      // "Super node reward" wraps beside "Node reward": the figures under both stay level.
      const tops = await Promise.all([2, 3].map((type) => page.getByTestId(`reward-claimable-${type}`).evaluate((element) => Math.round(element.getBoundingClientRect().top))))
      expect([width, tops[0]]).toEqual([width, tops[1]])
    }
    await context.close()
  })
})
