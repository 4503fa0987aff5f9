import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall, closeAnnouncement, connect, sessionToken, toast, useTheme } from '../src/accountCentre.ts'
import { launchBrowser, openWithWallet, screenshot, testKeys } from '../src/browser.ts'

/** Key 9 is also the stack's admin, so it can answer its own feedback through /api/admin. */
const key = testKeys[9]
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('feedback', () => {
  it('posts feedback with two images, refuses a disguised svg, and shows the reply', async () => {
    const { page, context } = await openWithWallet(browser, { key, hash: '/Next/fankui' })
    await closeAnnouncement(page)
    await connect(page)
    await page.getByTestId('feedback-add').click()
    await page.getByTestId('feedback-add-screen').waitFor()

    const text = 'The deposit page froze after I pasted an amount.'
    await page.getByTestId('feedback-text').fill(text)
    expect(await page.getByTestId('feedback-counter').textContent()).toBe(`${text.length}/800`)
    await page.getByTestId('feedback-text').fill('x'.repeat(900))
    expect(await page.getByTestId('feedback-counter').textContent()).toBe('800/800')
    await page.getByTestId('feedback-text').fill(text)
    expect(await page.getByTestId('feedback-submit').isDisabled()).toBe(true)

    await page.getByTestId('feedback-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })
    await toast(page, 'error', 'Only png, jpg or jpeg images can be uploaded')
    await page.getByTestId('feedback-file').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: onePixelPng },
      { name: 'b.png', mimeType: 'image/png', buffer: onePixelPng },
    ])
    await expect.poll(() => page.getByTestId('feedback-upload').count(), { timeout: 20_000 }).toBe(2)
    await screenshot(page, 'feedback-add-dark')
    await page.getByTestId('feedback-submit').click()
    await toast(page, 'success')
    await page.getByTestId('feedback-row').first().waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('feedback-row').first().textContent()).toContain(text)

    const token = await sessionToken(page)
    const mine = await apiCall<{ list: Array<{ id: number; image_arr: string[] }> }>(token, 'GET', '/basic/feedback/list?page=1&page_size=10')
    const posted = mine.list[0]
    expect(posted?.image_arr).toHaveLength(2)
    await apiCall(token, 'POST', '/admin/feedback/reply', { id: posted?.id, content: 'Thanks, fixed in the next release.' })

    await page.getByTestId('feedback-row').first().click()
    await page.getByTestId('feedback-detail').waitFor()
    await page.getByTestId('feedback-reply').first().waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('feedback-reply').first().textContent()).toContain('Thanks, fixed')
    const images = page.getByTestId('feedback-detail-images').locator('img')
    expect(await images.count()).toBe(2)
    await expect.poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1)
    await useTheme(page, 'white')
    await page.getByTestId('feedback-reply').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'feedback-detail-light')
    await context.close()
  })
})
