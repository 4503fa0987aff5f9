import type { Browser, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { inject } from 'vitest'
import { TestWallet } from './testWallet.ts'

/** The operator console in English at `width`, signing in with the wallet of `key`. */
export async function openConsole(browser: Browser, key: Hex, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const wallet = new TestWallet({ rpcUrl: inject('rpcUrl'), chainId: 31337, privateKey: key })
  await wallet.install(context)
  await context.addInitScript(() => localStorage.setItem('hapdex.console.language', 'en-US'))
  const page = await context.newPage()
  page.on('pageerror', (error) => console.log(`[console pageerror] ${error.message}`))
  await page.goto(`${inject('baseUrl')}/admin/`)
  await page.getByRole('button', { name: 'Sign in with wallet' }).click()
  return page
}
