import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall } from '../src/accountCentre.ts'
import { launchBrowser, screenshot, testKeys } from '../src/browser.ts'
import { openConsole, signInViaApi } from '../src/console.ts'

/**
 * Two operators (decision 0046): on the e2e stack a treasury credit or a pool funding above
 * 100,000 waits for a second operator. Operator A (test key 9) asks, A cannot approve it, operator
 * B (test key 6) approves, the balances move by exactly the amounts, and the audit log names both
 * signatures. Every action is signed in the browser by the operator's wallet (EIP-712).
 */
const operatorA = testKeys[9]
const operatorB = testKeys[6]
const credit = '200000.000000000000000007'
const funding = '150000.000000000000000003'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

/** axe's WCAG 2 A/AA findings of serious or critical impact on the page as it is (a11y.spec.ts's rule). */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return result.violations.flatMap((violation) => violation.nodes.filter((node) => node.impact === 'serious' || node.impact === 'critical').map((node) => `${violation.id} ${node.target.map(String).join(' ')}`))
}

describe('two operators', () => {
  it('holds a large credit and funding until another operator approves them; the audit log shows both signatures', async () => {
    const token = await signInViaApi(operatorA)
    const balanceOf = async (account: string) => parseUnits((await apiCall<{ list: Array<{ account: string; token: string; balance: string }> }>(token, 'GET', '/admin/pools')).list.find((entry) => entry.account === account && entry.token === 'HAP')?.balance ?? '0', 18)
    const treasuryBefore = await balanceOf('treasury')
    const poolBefore = await balanceOf('product_pool')

    const a = await openConsole(browser, operatorA)
    await a.getByRole('link', { name: 'Pools' }).click()
    await a.getByLabel('Account to fund').selectOption('treasury')
    await a.getByLabel('Token').selectOption({ label: 'HAP' })
    await a.getByLabel('Amount (HAP)').fill(credit)
    await a.getByRole('button', { name: 'Credit the treasury' }).click()
    await a.getByText(/Sent for a second operator’s approval as request #\d+/).waitFor()
    await a.getByLabel('Account to fund').selectOption('product_pool')
    await a.getByLabel('Amount (HAP)').fill(funding)
    await a.getByRole('button', { name: 'Fund the pool' }).click()
    await a.getByText(/Sent for a second operator’s approval as request #\d+/).last().waitFor()
    expect(await balanceOf('treasury')).toBe(treasuryBefore)

    // A's own requests: listed, offered only for withdrawal.
    await a.getByRole('link', { name: 'Requests' }).click()
    await a.getByText('Credit the treasury: above 100000 of any token').waitFor()
    const own = row(a, credit)
    await own.waitFor()
    expect(await own.getByText('Yours: another operator decides').count()).toBe(1)
    expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await screenshot(a, 'console-requests-own-1280')
    await a.context().close()

    const b = await openConsole(browser, operatorB, 390)
    await b.getByRole('link', { name: 'Requests' }).click()
    await row(b, credit).waitFor()
    expect(await seriousAxeFindings(b)).toEqual([])
    for (const amount of [credit, funding]) {
      const pending = row(b, amount)
      await pending.getByRole('button', { name: 'Approve' }).click()
      // Approved, it leaves the pending list.
      await pending.waitFor({ state: 'detached' })
    }
    await b.getByText(/Request #\d+ approved: its action has taken effect\./).waitFor()
    expect(await balanceOf('product_pool')).toBe(poolBefore + parseUnits(funding, 18))
    expect(await balanceOf('treasury')).toBe(treasuryBefore + parseUnits(credit, 18) - parseUnits(funding, 18))
    await screenshot(b, 'console-requests-approved-390')

    await b.getByRole('link', { name: 'Audit log' }).click()
    await b.getByLabel('Action').fill('pool.fund')
    await b.getByLabel('Record (kind:id)').fill('product_pool:HAP')
    await b.getByRole('button', { name: 'Filter' }).click()
    await b.getByText('Entries: 1', { exact: true }).waitFor()
    const text = (await row(b, 'pool.fund').textContent()) ?? ''
    expect(text).toContain('Signed by 0xa0Ee')
    expect(text).toContain('Approved by 0x976E')
    await b.getByRole('button', { name: 'Verify the log' }).click()
    await b.getByText(/The log holds: \d+ entries chained, \d+ signatures verified\./).waitFor()
    expect(await seriousAxeFindings(b)).toEqual([])
    await screenshot(b, 'console-audit-signatures-390')
    await b.context().close()
  })
})
