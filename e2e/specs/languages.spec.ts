import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openWithWallet, launchBrowser, screenSettled, screenshot, testKeys } from '../src/browser.ts'

const languages = ['zh-CN', 'en-US', 'zh-HK', 'ja-JP', 'ko-KR'] as const
const screens = ['/Index', '/Swap', '/LiquidityIndex', '/Next/Assets', '/Next/FlashExchange', '/Invitation', '/Next/gongao', '/Next/fankui']

/** Every message key of the app: a key shown as text means a translation is missing. */
function allKeys(): string[] {
  const web = resolve(import.meta.dirname, '../../apps/web/src')
  const files = [join(web, 'i18n/en-US.json'), ...readdirSync(join(web, 'features')).map((feature) => join(web, 'features', feature, 'i18n/en-US.json'))]
  const keys: string[] = []
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') keys.push(prefix)
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key)
  }
  for (const file of files) {
    try {
      walk(JSON.parse(readFileSync(file, 'utf8')), '')
    } catch {
      // a feature without messages has no file
    }
  }
  return keys.filter((key) => key.includes('.') || /^[a-z]+\d+$/.test(key))
}

/** `namespace.anything` shown as text: a key that is missing from every file looks like this. */
function keyLikeText(keys: string[]): RegExp {
  const namespaces = [...new Set(keys.filter((key) => key.includes('.')).map((key) => key.split('.')[0]))]
  return new RegExp(`(^|\\s)(${namespaces.join('|')})\\.[A-Za-z][\\w.]*(\\s|$)`)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('every screen in every language and both themes', () => {
  const keys = allKeys()

  it.each(languages)('%s shows translated text, never a message key', async (language) => {
    const theme = language === 'en-US' || language === 'ja-JP' ? 'white' : 'black'
    const { context, page } = await openWithWallet(browser, { key: testKeys[1] })
    await page.evaluate(
      ([lang, look]) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang, theme: look })),
      [language, theme] as const,
    )
    for (const path of screens) {
      await page.goto(`${page.url().split('#')[0]}#${path}`)
      await page.reload()
      await page.getByTestId('tab-Index').waitFor({ timeout: 15_000 })
      // Screens fill in from their queries: judged once none is loading, not at a screen-specific hook.
      await screenSettled(page)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme === 'white' ? 'light' : 'dark')
      const text = await page.evaluate(() => document.body.innerText)
      const shown = keys.filter((key) => new RegExp(`(^|\\s)${key.replace(/\./g, '\\.')}(\\s|$)`).test(text))
      expect([path, shown]).toEqual([path, []])
      expect([path, keyLikeText(keys).exec(text)?.[0] ?? null]).toEqual([path, null])
      if (path === '/Index' || path === '/Swap') await screenshot(page, `lang-${language}-${path.slice(1)}`)
    }
    await context.close()
  })

  // Sizes grow with the screen up to 600 px (spec 9's root font size), so a row that is too wide at
  // one phone width is too wide across a range: the header once ran past the edge from 420 to 599 px.
  it.each(languages)('%s keeps the header on the screen at every phone width', async (language) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript((lang) => localStorage.setItem('hapdex.settings', JSON.stringify({ language: lang })), language)
    await page.goto(`${inject('baseUrl')}/#/Index`)
    await page.getByTestId('tab-Index').waitFor({ timeout: 15_000 })
    for (const width of [320, 360, 390, 414, 430, 480, 540, 599, 600, 768]) {
      await page.setViewportSize({ width, height: 800 })
      // The root font size follows the window in a resize handler (app/rootFontSize.ts), which runs
      // in the next frame's steps: measured before it, the row mixes two widths' sizes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const overflow = await page.evaluate(() => {
        const header = document.querySelector('.app-header')
        const right = Math.max(...Array.from(header?.children ?? [], (child) => child.getBoundingClientRect().right))
        return { right: Math.ceil(right), edge: header?.getBoundingClientRect().right ?? 0, page: document.documentElement.scrollWidth - document.documentElement.clientWidth }
      })
      expect([width, overflow.right <= overflow.edge, overflow.page]).toEqual([width, true, 0])
    }
    await context.close()
  })
})
