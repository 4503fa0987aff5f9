import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address, type Hex } from 'viem'
import { inject } from 'vitest'
import { testAccounts } from '@hapdex/chain/accounts'

/** Keys 4–9 of anvil's default mnemonic: the swap specs' own accounts, so no spec shares one. */
export const swapKeys = testAccounts.slice(4).map((account) => account.privateKey) as Hex[]

export type Deployment = {
  chain: { wrappedNative: Address; exchanges: { v1: { router: Address }; v2: { router: Address } } }
  contracts: Record<string, Address>
}

export function readDeployment(): Deployment {
  return JSON.parse(readFileSync(join(inject('dataDir'), 'deployments', '31337.json'), 'utf8')) as Deployment
}

export function chainClient() {
  return createPublicClient({ transport: http(inject('rpcUrl')) })
}

export async function tokenBalance(token: Address, account: Address): Promise<bigint> {
  return chainClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
}

export async function nativeBalance(account: Address): Promise<bigint> {
  return chainClient().getBalance({ address: account })
}

export async function connectOnSwap(page: Page) {
  const button = page.getByTestId('swap-button')
  await button.waitFor()
  // A returning wallet reconnects first (the button is busy meanwhile): decide once that is over.
  await page.locator('[data-testid="swap-button"]:not([aria-busy="true"])').waitFor({ timeout: 20_000 })
  if ((await button.getAttribute('data-code')) === 'connectWallet') await button.click()
  await page.locator('[data-testid="swap-button"]:not([data-code="connectWallet"])').waitFor({ timeout: 20_000 })
  // The header finishes sign-in on its own; waiting keeps the wallet's signature out of the swap's way.
  await page.locator('[data-testid="wallet-button"][data-state="signed-in"]').waitFor({ timeout: 20_000 })
}

export async function selectToken(page: Page, side: 'from' | 'to', symbol: string) {
  await page.getByTestId(`${side}-token`).click()
  await page.getByTestId(`token-option-${symbol}`).click()
  await page.getByTestId('token-list').waitFor({ state: 'detached' })
}

export async function buttonCode(page: Page, code: string, timeout = 15_000) {
  await page.locator(`[data-testid="swap-button"][data-code="${code}"]`).waitFor({ timeout })
}

/** Presses the swap button, passes the risk popup when it shows, confirms, and waits for the receipt. */
export async function confirmSwap(page: Page): Promise<Hex> {
  await page.locator('[data-testid="swap-button"][data-code="swap"]:not([disabled])').click()
  const risk = page.getByTestId('risk-continue')
  const confirm = page.getByTestId('swap-confirm')
  await Promise.race([risk.waitFor(), confirm.waitFor()])
  if (await risk.isVisible()) await risk.click()
  await confirm.click()
  return waitForSent(page)
}

/**
 * Waits for the pending popup's hash, the receipt and the success toast, then closes the popup.
 * A popup that fails, or never gets a hash, ends the wait with what the user saw (status, toasts).
 */
export async function waitForSent(page: Page): Promise<Hex> {
  const sent = page.locator('[data-testid="pending-status"][data-status="1"]')
  const failed = page.locator('[data-testid="pending-status"][data-status="2"]')
  try {
    await sent.or(failed).first().waitFor({ timeout: 30_000 })
  } catch (error) {
    throw new Error(`no hash in 30 s: ${await pendingSeen(page)}`, { cause: error })
  }
  if (await failed.isVisible()) throw new Error(`the transaction failed: ${await pendingSeen(page)}`)
  const hash = (await sent.getAttribute('data-hash')) as Hex
  await chainClient().waitForTransactionReceipt({ hash })
  // The screen's own receipt wait ends the loading state; then the popup is closed.
  await page.locator('[data-testid="toast"][data-kind="success"]').first().waitFor({ timeout: 20_000 })
  await page.getByTestId('pending-done').click()
  return hash
}

async function pendingSeen(page: Page): Promise<string> {
  const status = await page.getByTestId('pending-status').getAttribute('data-status', { timeout: 1_000 }).catch(() => 'no popup')
  const toasts = await page.getByTestId('toast').allTextContents()
  return `popup status ${status}, toasts ${JSON.stringify(toasts)}`
}

export async function fill(page: Page, side: 'from' | 'to', text: string) {
  await page.getByTestId(`${side}-amount`).fill(text)
}
