import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A first visit without a wallet, every request it makes in order (docs/decisions/0012). */
async function firstVisit(hash: string, ready: (page: Page) => Promise<unknown>): Promise<{ requests: Request[]; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  await page.goto(`${inject('baseUrl')}/#${hash}`)
  await ready(page)
  return { requests, page }
}

const fileOf = (request: Request) => new URL(request.url()).pathname.split('/').pop() ?? ''
async function describeRequests(requests: Request[]): Promise<string> {
  const lines = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response().catch(() => null)
      const timing = request.timing()
      return `${request.url()} status=${response?.status() ?? 'none'} failure=${request.failure()?.errorText ?? 'none'} start=${Math.round(timing.startTime)} end=${Math.round(timing.responseEnd)}`
    }),
  )
  return lines.join('\n')
}

const apiCalls = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname).filter((path) => path.startsWith('/api/'))

describe('first load', () => {
  it('paints the shell from index.html: its CSS is inside, no stylesheet to wait for', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text()
    expect(html).toMatch(/<style>[^<]*\.app-header/)
    expect(html).not.toMatch(/rel="stylesheet"/)
    // The page's entry is the boot chunk, a few KiB (no module-preload polyfill in front of it); the
    // app's startup chunk is preloaded beside it.
    expect(html).toMatch(/<script type="module"[^>]*src="\.\/assets\/boot-[\w-]+\.js"/)
    expect(html).not.toMatch(/assets\/index-[\w-]+\.js/)
    expect(html).toMatch(/<link rel="modulepreload"[^>]*startup-[\w-]+\.js/)
    // zod and the API contracts, which every route needs to check the site config, too: one chunk.
    expect(html).toMatch(/<link rel="modulepreload"[^>]*contracts-[\w-]+\.js/)
    expect(html).not.toMatch(/zod-[\w-]+\.js/)
    // With every chunk the contracts import statically, so none of them waits a round trip behind it;
    // core's rules and the keccak hash the contracts use are inside that chunk, not requests of their own.
    const contractsFile = /<link rel="modulepreload"[^>]*href="\.\/assets\/(contracts-[\w-]+\.js)"/.exec(html)?.[1]
    const contracts = await (await fetch(`${inject('baseUrl')}/assets/${contractsFile}`)).text()
    const imported = [...contracts.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)].map((match) => match[1])
    expect(imported).not.toContainEqual(expect.stringMatching(/^(rules|sha3)-/))
    for (const file of imported) expect(html).toMatch(new RegExp(`(href|src)="\\./assets/${file}"`))
  })

  it('requests no stylesheet on any screen: every screen’s CSS came with the page', async () => {
    const { requests, page } = await firstVisit('/Next/SwapV2', (page) => page.getByTestId('open-settings').waitFor())
    await page.goto(`${inject('baseUrl')}/#/MintPool/MintCenter`)
    await page.getByTestId('mint-center').waitFor()
    expect(requests.map(fileOf).filter((file) => file.endsWith('.css'))).toEqual([])
    await page.context().close()
  })

  it('loads the side menu after the first screen, and opens it when pressed before it has arrived', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await page.route(/\/assets\/SideMenu-[\w-]+\.js$/, async (route) => {
      asked = true
      await held
      await route.continue()
    })
    await page.goto(`${inject('baseUrl')}/#/Next/gongao`)
    await page.getByTestId('tab-Index').waitFor()
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true)
    await page.getByTestId('menu-button').click()
    expect(await page.getByTestId('side-menu').count()).toBe(0)
    release()
    await page.getByTestId('side-menu').waitFor()
    await context.close()
  })

  it('requests the home screen, its banners and the site config while the app itself is still arriving', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    // The app's startup chunk is held back: what the boot chunk starts must start without it.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/startup-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${inject('baseUrl')}/#/Index`)
    const started = (test: (request: Request) => boolean) => expect.poll(() => requests.some(test), { timeout: 10_000 }).toBe(true)
    await started((request) => fileOf(request).startsWith('HomeScreen-'))
    await started((request) => request.url().endsWith('/api/basic/config'))
    await started((request) => request.url().endsWith('/api/basic/banner/list'))
    expect(requests.some((request) => fileOf(request).startsWith('startup-'))).toBe(true)
    release()
    await page.locator('.home-banner img').first().waitFor()
    // The app took the early config request over rather than asking again.
    expect(apiCalls(requests).filter((path) => path === '/api/basic/config')).toHaveLength(1)
    await context.close()
  })

  it('keeps the loading rows still for their first second, and still for good under reduced motion', async () => {
    const shimmerOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion })
      const page = await context.newPage()
      // The app is held back, so the rows painted from index.html stay.
      await page.route(/\/assets\/startup-[\w-]+\.js$/, () => undefined)
      await page.goto(`${inject('baseUrl')}/#/Swap`)
      const shimmer = await page.locator('.skeleton-row').first().evaluate((row) => {
        const style = getComputedStyle(row, '::after')
        return { name: style.animationName, delay: style.animationDelay, iterations: style.animationIterationCount }
      })
      await context.close()
      return shimmer
    }
    // A wait shorter than a second needs no motion, and a running animation makes a frame every vsync.
    expect(await shimmerOf('no-preference')).toEqual({ name: 'shimmer', delay: '1s', iterations: 'infinite' })
    expect(await shimmerOf('reduce')).toMatchObject({ iterations: '1' })
  })

  it('paints a chain-reading screen, then reads the chain once viem has arrived, without the wallet stack', async () => {
    const { requests, page } = await firstVisit('/iso', (page) => page.getByTestId('earn-screen').waitFor())
    // The LP card shows once the pool has been read from the chain (a loading card until then).
    await page.getByTestId('earn-lp-card').waitFor({ timeout: 20_000 })
    const files = requests.map(fileOf)
    expect(files.some((file) => file.startsWith('viemReadClient-'))).toBe(true)
    expect(files.some((file) => file.startsWith('walletStack-'))).toBe(false)
    const configRequests = requests.filter((request) => new URL(request.url()).pathname === '/api/basic/config')
    // When it is more than one, say why each was made (a failed or timed-out first answer is retried).
    expect(configRequests, await describeRequests(configRequests)).toHaveLength(1)
    await page.context().close()
  })

  it('leaves viem out of a screen that reads nothing from the chain', async () => {
    // The invitation screen uses the modules the screens share (the read client's among them).
    const { requests, page } = await firstVisit('/Invitation', (page) => page.getByTestId('invitation-signed-out').waitFor())
    // Long enough for a read client started at the screen's first render to have been requested.
    await page.waitForLoadState('networkidle')
    const files = requests.map(fileOf)
    expect(files.some((file) => file.startsWith('shared-'))).toBe(true)
    expect(files.filter((file) => file.startsWith('viemReadClient-') || file.startsWith('viemChain-'))).toEqual([])
    await page.context().close()
  })
})
