import type { Browser } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { apiCall, depositOnChain, openSignedIn, toast, useTheme } from '../src/accountCentre.ts'
import { launchBrowser, screenshot, testKeys } from '../src/browser.ts'
import { openConsole } from '../src/console.ts'

/**
 * Issue 49: an operator stops the payer from the console; the withdraw screen says withdrawals
 * are paused, an order placed meanwhile stays queued, and once resumed it is paid, exactly.
 */
const operatorKey = testKeys[9]
const USDT_ID = 2
const devnet = { id: 31337, name: 'devnet', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [''] } } }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const chain = () => createPublicClient({ transport: http(inject('rpcUrl')) })

/** A fresh user with gas and 40 USDT from test key 2's devnet funding, all of it deposited. */
async function fundedUser(): Promise<Hex> {
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await chain().request({ method: 'anvil_setBalance' as never, params: [address, toHex(10n ** 18n)] as never })
  const usdt = await usdtAddress()
  const funder = createWalletClient({ account: privateKeyToAccount(testKeys[2]), transport: http(inject('rpcUrl')) })
  const hash = await funder.writeContract({ chain: { ...devnet, rpcUrls: { default: { http: [inject('rpcUrl')] } } }, address: usdt, abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('40', 18)] })
  await chain().waitForTransactionReceipt({ hash })
  return key
}

describe('pausing payouts', () => {
  it('pauses from the console, tells the user on the withdraw screen, keeps the order queued, and pays it once resumed', async () => {
    const key = await fundedUser()
    const operator = await openConsole(browser, operatorKey)
    try {
      await operator.getByRole('link', { name: 'Withdrawals' }).click()
      await operator.getByText('Signing payouts.').waitFor({ timeout: 20_000 })
      operator.once('dialog', (dialog) => void dialog.accept())
      await operator.getByRole('button', { name: 'Pause payouts' }).click()
      await operator.getByText('Payouts are paused.').waitFor()
      await expect.poll(() => operator.getByRole('status').filter({ hasText: 'Not signing new payouts:' }).textContent()).toContain('paused by the operator')
      await screenshot(operator, 'console-payer-paused-1280')
      // At phone width, dark: the float's columns are still there to read (the table scrolls within its card).
      await operator.setViewportSize({ width: 390, height: 844 })
      await operator.getByRole('button', { name: 'Dark' }).click()
      await operator.getByRole('columnheader', { name: 'Hot wallet lacks' }).scrollIntoViewIfNeeded()
      expect(await operator.getByRole('columnheader', { name: 'Above the ceiling' }).isVisible()).toBe(true)
      await screenshot(operator, 'console-payer-paused-390-dark')
      expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await screenshot(operator, 'console-payer-paused-390-dark')
      await operator.setViewportSize({ width: 1280, height: 900 })

      const user = await openSignedIn(browser, key, '/Next/Assets/tibi2?id=1')
      await depositOnChain(user.token, key, USDT_ID, '40')
      await user.page.reload()
      await user.page.getByTestId('withdraw-paused').waitFor({ timeout: 20_000 })
      expect(await user.page.getByTestId('withdraw-paused').textContent()).toBe('Withdrawals are paused for now. You can still place an order: it stays queued and is paid once withdrawals resume.')
      // The user's 24-hour limit (the deployment's 100,000 USDT), all of it left.
      await expect.poll(() => user.page.getByTestId('withdraw-daily-limit').textContent(), { timeout: 20_000 }).toMatch(/^24-hour limit: 100,?000 of 100,?000 USDT left$/)
      await screenshot(user.page, 'funds-withdraw-paused-390-dark')
      const destination = privateKeyToAccount(generatePrivateKey()).address
      await user.page.getByTestId('withdraw-amount').fill('27.000000000000000007')
      await user.page.getByTestId('withdraw-address').fill(destination)
      await user.page.getByTestId('withdraw-submit').click()
      await toast(user.page, 'success')
      await user.page.getByTestId('withdraw-records-row').filter({ hasText: 'Processing' }).waitFor({ timeout: 20_000 })
      await expect.poll(() => user.page.getByTestId('withdraw-daily-limit').textContent(), { timeout: 20_000 }).toMatch(/^24-hour limit: 99,?972\.99\d* of 100,?000 USDT left$/)

      // The console shows the queued payout (27.000000000000000007 less the fee of 1 minimum: 26.000000000000000007) waiting.
      await operator.reload()
      await operator.getByRole('link', { name: 'Withdrawals' }).click()
      await operator.getByRole('button', { name: 'Resume payouts' }).waitFor({ timeout: 20_000 })
      await operator.getByRole('button', { name: 'Resume payouts' }).click()
      await operator.getByText('Payouts resume.').waitFor()

      const usdt = await usdtAddress()
      await expect.poll(() => chain().readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [destination] }), { timeout: 45_000, interval: 1000 }).toBe(26_000_000_000_000_000_007n)
      await user.page.getByTestId('withdraw-records-row').filter({ hasText: 'Completed' }).waitFor({ timeout: 30_000 })
      await user.page.reload()
      await user.page.getByTestId('withdraw-eta').waitFor({ timeout: 20_000 })
      expect(await user.page.getByTestId('withdraw-paused').count()).toBe(0)
      await useTheme(user.page, 'white')
      await user.page.getByTestId('withdraw-eta').waitFor({ timeout: 20_000 })
      await user.context.close()
    } finally {
      // Never leave the payer paused for the specs after this one.
      const token = await operator.evaluate(() => (JSON.parse(localStorage.getItem('hapdex.console.session') ?? '{}') as { token?: string }).token ?? '')
      // A failed resume is said: the specs after this one would find the payer paused.
      if (token) await apiCall(token, 'POST', '/admin/payer/pause', { paused: false }).catch((error: unknown) => console.error('could not resume the payer after the pause spec', error))
      await operator.context().close()
    }
  })
})

async function usdtAddress(): Promise<Address> {
  const configs = await apiCall<{ list: Array<{ token_id: number; chain_list: Array<{ contract: Address }> }> }>('', 'GET', '/recharge/configs')
  return configs.list.find((entry) => entry.token_id === USDT_ID)?.chain_list[0]?.contract ?? '0x'
}
