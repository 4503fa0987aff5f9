import type { Browser, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { siweMessage } from '../../apps/web/src/features/wallet/lib/siweMessage.ts'
import { apiCall } from './accountCentre.ts'
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

/** Sign-In with Ethereum through the API, as the web app does, for the set-up steps. */
export async function signInViaApi(key: Hex): Promise<string> {
  const base = new URL(inject('baseUrl'))
  const account = privateKeyToAccount(key)
  const { nonce } = await apiCall<{ nonce: string }>('', 'GET', '/auth/nonce')
  const message = siweMessage({ address: account.address, chainId: 31337, nonce, location: { host: base.host, origin: base.origin }, issuedAt: new Date() })
  const signature = await account.signMessage({ message })
  return (await apiCall<{ token: string }>('', 'POST', '/auth/login', { message, signature })).token
}
