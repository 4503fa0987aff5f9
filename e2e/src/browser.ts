import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { Hex } from 'viem'
import { inject } from 'vitest'
import { TestWallet } from './testWallet.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const screenshotDir = resolve(import.meta.dirname, '../screenshots')

/** Anvil's default funded accounts (mnemonic "test test … junk"): public test keys, devnet only. */
export const testKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const satisfies readonly Hex[]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  })
}

export interface WalletPage {
  context: BrowserContext
  page: Page
  wallet: TestWallet
}

/** A phone-sized page with the test wallet installed, opened at a hash route of the app. */
export async function openWithWallet(browser: Browser, options: { key?: Hex; hash?: string } = {}): Promise<WalletPage> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, permissions: ['clipboard-read', 'clipboard-write'] })
  const wallet = new TestWallet({ rpcUrl: inject('rpcUrl'), chainId: 31337, privateKey: options.key ?? testKeys[0] })
  await wallet.install(context)
  const page = await context.newPage()
  await page.goto(`${inject('baseUrl')}/#${options.hash ?? '/'}`)
  return { context, page, wallet }
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: false })
}
