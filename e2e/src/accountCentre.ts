import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject } from 'vitest'
import { randomBytes } from 'node:crypto'
import { testAccounts } from '@hapdex/chain/accounts'
import { canonicalJson, operatorActionHeaders, operatorActionTypedData } from '@hapdex/core/api/operatorAction'
import { signedActionMessage } from '@hapdex/core/api/signedAction'
import { openWithWallet, type WalletPage } from './browser.ts'

/** Helpers of the account-centre specs (home, notices, feedback, flash exchange, invitation). */

export async function connect(page: Page) {
  await page.getByTestId('wallet-button').click()
  await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
}

/** A wallet page opened at `hash`, connected and signed in, with its session token for API calls. */
export async function openSignedIn(browser: Browser, key: Hex, hash: string): Promise<WalletPage & { token: string }> {
  const opened = await openWithWallet(browser, { key, hash })
  await connect(opened.page)
  return { ...opened, token: await sessionToken(opened.page) }
}

export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const [key, value] of Object.entries(localStorage)) if (key.startsWith('hapdex.session.')) return (JSON.parse(value) as { token: string }).token
    return ''
  })
}

/** An /api call with a session, answering `data` (throws on a non-200 envelope); an operator action is signed as the console signs it. */
export async function apiCall<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const signature = method === 'POST' && path.startsWith('/admin/') ? await operatorSignature(token, path, body) : {}
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Lang: 'en-US', ...signature },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`)
  return envelope.data
}

/** The operator behind a session is one of the devnet's test accounts: its key signs the action (decision 0046). */
async function operatorSignature(token: string, path: string, body: unknown): Promise<Record<string, string>> {
  const { address } = await apiCall<{ address: string }>(token, 'GET', '/admin/session')
  const key = testAccounts.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())?.privateKey
  if (key === undefined) throw new Error(`operator ${address} is not a test account: no key to sign with`)
  const nonce = `0x${randomBytes(32).toString('hex')}` as Hex
  const expires = BigInt(Math.floor(Date.now() / 1000) + 120)
  const signature = await privateKeyToAccount(key).signTypedData(operatorActionTypedData(31337, { action: path.split('?')[0] ?? path, payload: canonicalJson(body ?? {}), nonce, expires }))
  return { [operatorActionHeaders.signature]: signature, [operatorActionHeaders.nonce]: nonce, [operatorActionHeaders.expires]: String(expires) }
}

export async function usable(token: string, tokenId: number): Promise<string> {
  return (await apiCall<{ usable: string }>(token, 'GET', `/wallet/info?token_id=${tokenId}`)).usable
}

export async function toast(page: Page, kind: 'success' | 'error' | 'info', text?: string): Promise<void> {
  const toasts = page.locator(`[data-testid="toast"][data-kind="${kind}"]`)
  await (text === undefined ? toasts : toasts.filter({ hasText: text })).last().waitFor({ timeout: 30_000 })
}

async function mine(blocks: number) {
  await fetch(inject('rpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: [`0x${blocks.toString(16)}`] }),
  })
}

/**
 * Credits a ledger balance the way users get one: an on-chain ERC-20 transfer to the receiving
 * address, reported through entry-mark, confirmed by mined blocks. No database writes.
 */
export async function depositOnChain(token: string, key: Hex, tokenId: number, amount: string) {
  const configs = await apiCall<{ list: Array<{ token_id: number; decimals: number; chain_list: Array<{ contract: Address; parent_chain_id: number }> }> }>(token, 'GET', '/recharge/configs')
  const config = configs.list.find((entry) => entry.token_id === tokenId)
  const link = config?.chain_list[0]
  if (!config || !link) throw new Error(`token ${tokenId} is not depositable`)
  const { address: receiver } = await apiCall<{ address: Address }>(token, 'POST', '/wallet/get-receiver', { chain_parent_id: link.parent_chain_id, token_id: tokenId })
  const before = await usable(token, tokenId)
  const transport = http(inject('rpcUrl'))
  const walletClient = createWalletClient({ account: privateKeyToAccount(key), transport })
  const publicClient = createPublicClient({ transport })
  const chainId = await publicClient.getChainId()
  const hash = await walletClient.writeContract({
    chain: { id: chainId, name: 'devnet', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [inject('rpcUrl')] } } },
    address: link.contract,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits(amount, config.decimals)],
  })
  await publicClient.waitForTransactionReceipt({ hash })
  await mine(3)
  await apiCall(token, 'POST', '/wallet/entry-mark', { tx_hash: hash })
  await expect.poll(() => usable(token, tokenId), { timeout: 30_000, interval: 500 }).not.toBe(before)
}

export async function useTheme(page: Page, theme: 'white' | 'black') {
  await page.evaluate((value) => {
    const settings = JSON.parse(localStorage.getItem('hapdex.settings') ?? '{}') as Record<string, unknown>
    localStorage.setItem('hapdex.settings', JSON.stringify({ ...settings, theme: value }))
  }, theme)
  await page.reload()
  await reconnect(page)
}

/** After a reload the wallet may come back by itself; if not, the stored session makes connecting signature-free. */
export async function reconnect(page: Page) {
  const button = page.getByTestId('wallet-button')
  await button.waitFor()
  await page.waitForTimeout(1500)
  if ((await button.getAttribute('data-state')) !== 'signed-in') await connect(page)
}

/** In-app navigation (no reload, so the wallet stays connected). */
export async function goTo(page: Page, hash: string) {
  await page.evaluate((target) => {
    window.location.hash = target
  }, hash)
}

/** The announcement popup shows once per new notice group; specs that are not about it close it. */
export async function closeAnnouncement(page: Page) {
  const popup = page.getByTestId('announcement-popup')
  if (await popup.isVisible().catch(() => false)) await page.getByTestId('announcement-popup-close').click()
}

/** A signed action straight through the API, signing like the wallet does (for set-up steps only). */
export async function signedCall<T>(token: string, key: Hex, path: string, title: string, params: ReadonlyArray<readonly [string, string | number]>, body: Record<string, unknown>): Promise<T> {
  const { nonce, expires_at } = await apiCall<{ nonce: string; expires_at: string }>(token, 'GET', '/auth/action-nonce')
  const message = signedActionMessage({ title, params, nonce, expiresAt: expires_at })
  const signature = await privateKeyToAccount(key).signMessage({ message })
  return apiCall<T>(token, 'POST', path, { ...body, nonce, expires_at, signature })
}

/** Set-up only: the flash exchange spec tests the screen; other specs just need the balance. */
export async function exchangeViaApi(token: string, key: Hex, t1: number, t2: number, amount: string) {
  const params = [
    ['t1_id', t1],
    ['t2_id', t2],
    ['amount', amount],
  ] as const
  return signedCall(token, key, '/exchange/do', 'Exchange Do', params, { t1_id: t1, t2_id: t2, amount })
}
