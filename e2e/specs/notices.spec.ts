import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall, closeAnnouncement, connect, sessionToken, useTheme } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenshot, testKeys } from '../src/browser.ts'

/** Key 9 is the stack's admin (ADMIN_ADDRESSES in globalSetup.ts). */
const adminKey = testKeys[9]

const hostile = [
  '<p id="intro">Maintenance <strong>tonight</strong>.</p>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<svg><script>window.__xss=2;alert(2)</script><circle r="4"/></svg>',
  '<a id="bad" href="javascript:window.__xss=3;alert(3)">click me</a>',
  '<a id="good" href="https://example.org/">docs</a>',
  '<p onclick="window.__xss=4">tap</p>',
].join('')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('notices', () => {
  it('renders hostile notice HTML harmlessly, lists it, and opens it from the list', async () => {
    const { page, context } = await openWithWallet(browser, { key: adminKey, hash: '/Next/gongao' })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await closeAnnouncement(page)
    await connect(page)
    const token = await sessionToken(page)
    const saved = await apiCall<{ group: number }>(token, 'POST', '/admin/notice/save', { lang: 'en-US', title: 'Hostile markup test', content: hostile })

    await page.goto(`${page.url().split('#')[0]}#/Next/xiangqing?id=${saved.group}`)
    const content = page.getByTestId('notice-content')
    await content.waitFor({ timeout: 15_000 })
    expect(await content.locator('#intro').textContent()).toBe('Maintenance tonight.')
    expect(await content.locator('svg, script, [onerror], [onclick]').count()).toBe(0)
    expect(await content.locator('img').getAttribute('onerror')).toBeNull()
    expect(await content.locator('#bad').getAttribute('href')).toBeNull()
    expect(await content.locator('#good').getAttribute('rel')).toContain('noopener')
    await content.locator('#bad').click()
    await content.locator('p').last().click()
    await page.waitForTimeout(500)
    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await screenshot(page, 'notice-detail-dark')

    await page.goto(`${page.url().split('#')[0]}#/Next/gongao`)
    await page.reload()
    const row = page.getByTestId('notice-row').filter({ hasText: 'Hostile markup test' })
    await row.waitFor({ timeout: 15_000 })
    await useTheme(page, 'white')
    await row.waitFor({ timeout: 15_000 })
    await screenshot(page, 'notice-list-light')
    await row.click()
    await page.getByTestId('notice-content').waitFor()
    expect(page.url()).toContain(`id=${saved.group}`)
    expect(dialogs).toEqual([])
    // Later specs start from the seeded notices.
    await apiCall(token, 'POST', '/admin/notice/delete', { group: saved.group })
    await context.close()
  })
})
