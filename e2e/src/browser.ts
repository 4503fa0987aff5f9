import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, errors, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'
import type { Hex } from 'viem'
import { inject } from 'vitest'
import { TestWallet } from './testWallet.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const screenshotDir = resolve(import.meta.dirname, '../screenshots')

/**
 * Where a spec's screenshots of issue N go: beside every spec's (e2e/screenshots, ignored by git)
 * on a normal run; into the committed docs/screenshots/issueN only when asked with
 * DOC_SCREENSHOTS=1, so a test run never rewrites the committed pictures.
 */
export function issueShotDir(issue: number): string {
  return process.env['DOC_SCREENSHOTS'] === '1' ? resolve(import.meta.dirname, `../../docs/screenshots/issue${issue}`) : resolve(screenshotDir, `issue${issue}`)
}

/** Anvil's default funded accounts (mnemonic "test test … junk"): public test keys, devnet only. */
export const testKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  // Key 9 is the e2e stack's admin (ADMIN_ADDRESSES in globalSetup.ts).
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[]

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']

/** The suite's one Chromium, started by the global set-up; each spec connects to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs })
}

/**
 * A connection to the suite's Chromium: every context a spec opens through it, and only those,
 * close with it (browser.close() in a spec's afterAll), while the browser itself runs on.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'))
}

export interface WalletPage {
  context: BrowserContext
  page: Page
  wallet: TestWallet
}

/** A phone-sized page with the test wallet installed, opened at a hash route of the app. */
export async function openWithWallet(browser: Browser, options: { key?: Hex; hash?: string; showAnnouncement?: boolean; authorized?: boolean } = {}): Promise<WalletPage> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, permissions: ['clipboard-read', 'clipboard-write'] })
  const wallet = new TestWallet({ rpcUrl: inject('rpcUrl'), chainId: 31337, privateKey: options.key ?? testKeys[0] })
  await wallet.install(context)
  if (options.authorized) wallet.authorize()
  if (!options.showAnnouncement) await markLatestNoticeSeen(context)
  const page = await context.newPage()
  // The page's own warnings and errors belong in the test log: they explain failures.
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[browser ${message.type()}] ${message.text()}`)
  })
  page.on('pageerror', (error) => console.log(`[browser pageerror] ${error.message}`))
  await page.goto(`${inject('baseUrl')}/#${options.hash ?? '/'}`)
  return { context, page, wallet }
}

/**
 * The home page pops up the newest notice once per browser (spec 4), over whatever a spec wants
 * to click; specs start as a returning visitor unless they test the popup itself.
 */
export async function markLatestNoticeSeen(context: BrowserContext) {
  const response = await fetch(`${inject('baseUrl')}/api/basic/notice/latest`, { headers: { Lang: 'en-US' } })
  const body = (await response.json()) as { data?: { notice?: { group: number } | null } }
  const group = body.data?.notice?.group
  if (group === undefined) return
  await context.addInitScript((seen) => {
    if (localStorage.getItem('hapdex.notice.lastSeenGroup') === null) localStorage.setItem('hapdex.notice.lastSeenGroup', JSON.stringify(seen))
  }, group)
}

/**
 * Until the screen a route change asked for has drawn and stopped moving: two frames for the route to
 * render and its queries to start, then no skeleton (`aria-busy`) and no finite animation still
 * running (a fade measured half-way has the wrong contrast). Gives up after 5 s and lets the check
 * that follows judge the screen as it is, as a fixed wait would.
 */
export async function screenSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page
    .waitForFunction(
      () =>
        document.querySelector('[aria-busy="true"]') === null &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch((error: unknown) => {
      // Only the 5 s limit is expected; a closed page or a script error still fails the test.
      if (!(error instanceof errors.TimeoutError)) throw error
    })
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: false })
}
