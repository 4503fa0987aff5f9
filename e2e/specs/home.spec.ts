import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, useTheme } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenshot, testKeys } from '../src/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function windowStart(page: Page): Promise<number> {
  return Number(await page.getByTestId('home-chart').getAttribute('data-window-start'))
}

async function swipe(page: Page, deltaX: number) {
  const box = await page.getByTestId('home-chart-bars').boundingBox()
  if (!box) throw new Error('chart not visible')
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + deltaX / 2, y)
  await page.mouse.move(x + deltaX, y)
  await page.mouse.up()
}

describe('home', () => {
  it('shows the announcement once per notice group', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[8], hash: '/', showAnnouncement: true })
    await page.getByTestId('home-screen').waitFor()
    const popup = page.getByTestId('announcement-popup')
    await popup.waitFor({ timeout: 15_000 })
    const latest = await page.getByTestId('home-notice-latest').textContent()
    expect(await popup.textContent()).toContain(latest ?? '∅')
    await screenshot(page, 'home-announcement-dark')
    await page.getByTestId('announcement-popup-close').click()
    await page.reload()
    await page.getByTestId('home-notice-latest').waitFor()
    await page.waitForTimeout(500)
    expect(await popup.count()).toBe(0)
    await context.close()
  })

  it('shows the banners of the chosen language and changes them with the language', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[8], hash: '/Index' })
    const bannerSources = async () => page.getByTestId('home-banner').locator('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
    await page.getByTestId('home-banner').waitFor({ timeout: 15_000 })
    expect(await bannerSources()).toEqual(['/banners/banner1.svg', '/banners/banner2.svg', '/banners/banner3.svg'])
    await page.getByTestId('language-toggle').click()
    await page.getByTestId('language-option-ko-KR').click()
    await expect.poll(bannerSources, { timeout: 15_000 }).toEqual(['/banners/banner1.ko-KR.svg', '/banners/banner2.ko-KR.svg', '/banners/banner3.ko-KR.svg'])
    expect(await page.getByTestId('home-banner').locator('img').first().getAttribute('alt')).toBe('원탭 스왑')
    // The image is there to be shown: it loads, at its own size.
    expect(await page.getByTestId('home-banner').locator('img').first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await page.reload()
    await expect.poll(bannerSources, { timeout: 15_000 }).toEqual(['/banners/banner1.ko-KR.svg', '/banners/banner2.ko-KR.svg', '/banners/banner3.ko-KR.svg'])
    await context.close()
  })

  it('renders banners, shortcuts, chart with growth, swipes by one day beyond 50 px, and assets', async () => {
    const { page, context } = await openWithWallet(browser, { key: testKeys[8], hash: '/Index', showAnnouncement: true })
    await page.getByTestId('home-screen').waitFor()
    await page.getByTestId('announcement-popup-close').click({ timeout: 15_000 })
    await page.getByTestId('home-chart-bar').first().waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('home-chart-bar').count()).toBe(7)
    const growths = await page.getByTestId('home-chart-growth').allTextContents()
    expect(growths.filter((text) => /^[+-]\d+\.\d{2}%$/.test(text)).length).toBeGreaterThanOrEqual(6)
    expect(await page.getByTestId('shortcut-deposit').getAttribute('href')).toContain('/Next/Assets/chobi1?id=0')
    expect(await page.getByTestId('shortcut-withdraw').getAttribute('href')).toContain('id=1')
    expect(await page.getByTestId('shortcut-transfer').getAttribute('href')).toContain('id=2')

    const start = await windowStart(page)
    expect(start).toBeGreaterThan(0)
    const newestDate = await page.getByTestId('home-chart-bar').last().getAttribute('data-date')
    await swipe(page, 30)
    expect(await windowStart(page)).toBe(start)
    await swipe(page, 80)
    expect(await windowStart(page)).toBe(start - 1)
    expect(await page.getByTestId('home-chart-bar').last().getAttribute('data-date')).not.toBe(newestDate)
    await swipe(page, -80)
    expect(await windowStart(page)).toBe(start)
    await screenshot(page, 'home-dark')

    await connect(page)
    await page.locator('[data-testid^="home-asset-"]').first().waitFor({ timeout: 15_000 })
    const all = await page.locator('[data-testid^="home-asset-"]').count()
    // As every account-centre screen shows an amount: grouped, at most 3 decimals, no zeros padded on (after the symbol).
    expect(await page.getByTestId('home-asset-USDT').textContent()).toMatch(/^USDT\d{1,3}(,\d{3})*(\.\d{0,2}[1-9])?$/)
    await page.getByTestId('home-hide-zero').check()
    expect(await page.locator('[data-testid^="home-asset-"]').count()).toBeLessThanOrEqual(all)
    await page.getByTestId('shortcut-flashExchange').click()
    await page.getByTestId('flash-exchange').waitFor()
    await page.goBack()
    await useTheme(page, 'white')
    await page.getByTestId('home-chart-bar').first().waitFor({ timeout: 15_000 })
    await screenshot(page, 'home-light')
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(300)
    await screenshot(page, 'home-light-lower')
    await context.close()
  })
})
