import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { tokenAmount } from '../../apps/admin/src/lib/format.ts'
import { apiCall, depositOnChain, signedCall, usable } from '../src/accountCentre.ts'
import { launchBrowser, screenshot, testKeys } from '../src/browser.ts'
import { openConsole, signInViaApi } from '../src/console.ts'

/**
 * The operator console (issue 37) as an operator (test key 9, ADMIN_ADDRESSES of the e2e stack)
 * and as a signed-in user who is not one. The user is a fresh account funded from test key 2's
 * devnet tokens, so its balances start at zero whatever other specs did.
 */
const operatorKey = testKeys[9]
const userKey = generatePrivateKey()
const user = privateKeyToAccount(userKey).address
const payee = privateKeyToAccount(generatePrivateKey()).address
const USDT_ID = 2
const devnet = { id: 31337, name: 'devnet', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [''] } } }

let browser: Browser
let userToken = ''
let usdt: Address
const orders: Array<{ id: number; amount: string; fee: string; actual_amount: string }> = []

async function rpc(method: string, params: unknown[]) {
  await fetch(inject('rpcUrl'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
}

async function onChainUsdt(address: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(inject('rpcUrl')) })
  return client.readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })
// Exact: a substring match takes the unfiltered "Entries: 12" for the filtered "Entries: 1".
const entries = (page: Page, count: number) => page.getByText(`Entries: ${count}`, { exact: true })

/** The user's 25,000 USDT deposited, then two withdrawals placed (set-up through the API; expect.poll needs a test). */
async function depositAndPlaceOrders() {
  // Gas for the fresh user, and 25,000 USDT on chain from test key 2's devnet funding.
  await rpc('anvil_setBalance', [user, '0x8AC7230489E80000'])
  const configs = await apiCall<{ list: Array<{ token_id: number; chain_list: Array<{ contract: Address }> }> }>('', 'GET', '/recharge/configs')
  usdt = configs.list.find((entry) => entry.token_id === USDT_ID)?.chain_list[0]?.contract ?? '0x'
  const funder = createWalletClient({ account: privateKeyToAccount(testKeys[2]), transport: http(inject('rpcUrl')) })
  const hash = await funder.writeContract({ chain: { ...devnet, rpcUrls: { default: { http: [inject('rpcUrl')] } } }, address: usdt, abi: erc20Abi, functionName: 'transfer', args: [user, parseUnits('25000', 18)] })
  await createPublicClient({ transport: http(inject('rpcUrl')) }).waitForTransactionReceipt({ hash })
  userToken = await signInViaApi(userKey)
  await depositOnChain(userToken, userKey, USDT_ID, '25000')
  // Two withdrawals above the review threshold (10,000 USDT): amounts the 0.5 % fee does not divide.
  for (const amount of ['10000.5', '12000.25']) {
    const params = { chain_id: 13 as const, token_id: USDT_ID, amount, address: payee }
    orders.push(await signedCall(userToken, userKey, '/withdraw/order', 'Withdraw Order', withdrawOrderSignedParams(params), params))
  }
  expect(await usable(userToken, USDT_ID)).toBe('2999.25')
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the operator console', () => {
  it('shows a signed-in address that is not an operator a clear "not an operator" screen', async () => {
    const page = await openConsole(browser, userKey)
    await page.getByRole('heading', { name: 'Not an operator' }).waitFor({ timeout: 20_000 })
    expect(await page.locator('main').textContent()).toContain(`${user} is signed in, but it is not an operator`)
    expect(await page.getByRole('link', { name: 'Withdrawals' }).count()).toBe(0)
    await screenshot(page, 'console-not-operator-1280')
    await page.context().close()
  })

  it('approves a withdrawal that is then paid on the devnet, and rejects one with a reason, restoring the balance', async () => {
    await depositAndPlaceOrders()
    const [approved, rejected] = orders as [(typeof orders)[0], (typeof orders)[0]]
    const page = await openConsole(browser, operatorKey)
    await row(page, '10,000.5 USDT').waitFor({ timeout: 20_000 })
    expect(await row(page, '12,000.25 USDT').textContent()).toContain('Waiting for review')
    await screenshot(page, 'console-withdrawals-1280')

    await row(page, '10,000.5 USDT').getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('status').filter({ hasText: `Order ${approved.id} approved` }).waitFor()
    await expect.poll(() => row(page, '10,000.5 USDT').count()).toBe(0)

    // Rejecting asks for a reason first; without one nothing is sent.
    await row(page, '12,000.25 USDT').getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('Give a reason.').waitFor()
    expect(await usable(userToken, USDT_ID)).toBe('2999.25')
    await dialog.getByLabel('Reason').fill('Destination on a sanctions list')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('status').filter({ hasText: `Order ${rejected.id} rejected: 12,000.25 USDT returned` }).waitFor()
    expect(await usable(userToken, USDT_ID)).toBe('14999.5')

    // The approved one is paid by the payer on the devnet: amount − fee arrives at the payee.
    await page.getByLabel('Status').selectOption('3')
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        return row(page, '10,000.5 USDT').count()
      }, { timeout: 60_000, interval: 2000 })
      .toBe(1)
    expect(await row(page, '10,000.5 USDT').textContent()).toMatch(/Paid0x[0-9a-fA-F]{6}…[0-9a-fA-F]{4}/)
    expect(await onChainUsdt(payee)).toBe(parseUnits(approved.actual_amount, 18))
    expect(parseUnits(approved.amount, 18) - parseUnits(approved.fee, 18)).toBe(parseUnits(approved.actual_amount, 18))
    await page.getByLabel('Status').selectOption('5')
    expect(await row(page, '12,000.25 USDT').waitFor().then(() => row(page, '12,000.25 USDT').textContent())).toContain('Destination on a sanctions list')
    await page.context().close()
  })

  it('lists both actions in the audit log with what changed, at desktop and phone width', async () => {
    const [approved, rejected] = orders as [(typeof orders)[0], (typeof orders)[0]]
    for (const width of [1280, 390]) {
      const page = await openConsole(browser, operatorKey, width)
      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.getByLabel('Record (kind:id)').fill(`withdraw_order:${rejected.id}`)
      await page.getByRole('button', { name: 'Filter' }).click()
      // The unfiltered page holds the same row: the filtered answer is in once the count reads 1.
      await entries(page, 1).waitFor()
      const text = await row(page, 'withdraw.reject').textContent()
      expect(text).toContain('status: 0 → 5')
      expect(text).toContain('error:  → Destination on a sanctions list')
      await page.getByLabel('Record (kind:id)').fill(`withdraw_order:${approved.id}`)
      await page.getByRole('button', { name: 'Filter' }).click()
      await row(page, 'withdraw.approve').waitFor()
      expect(await row(page, 'withdraw.approve').textContent()).toContain('status_txt: Under review → Processing')
      await screenshot(page, `console-audit-${width}`)
      await page.context().close()
    }
  })

  it('releases a deposit held from an unregistered sender to the user the operator names, audited', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    await rpc('anvil_setBalance', [stranger.address, '0x8AC7230489E80000'])
    const chain = { ...devnet, rpcUrls: { default: { http: [inject('rpcUrl')] } } }
    const client = createPublicClient({ transport: http(inject('rpcUrl')) })
    const funding = await createWalletClient({ account: privateKeyToAccount(testKeys[2]), transport: http(inject('rpcUrl')) }).writeContract({ chain, address: usdt, abi: erc20Abi, functionName: 'transfer', args: [stranger.address, parseUnits('30.125', 18)] })
    await client.waitForTransactionReceipt({ hash: funding })
    const configs = await apiCall<{ list: Array<{ token_id: number; chain_list: Array<{ parent_chain_id: number }> }> }>(userToken, 'GET', '/recharge/configs')
    const parent = configs.list.find((entry) => entry.token_id === USDT_ID)?.chain_list[0]?.parent_chain_id
    const { address: receiver } = await apiCall<{ address: Address }>(userToken, 'POST', '/wallet/get-receiver', { chain_parent_id: parent, token_id: USDT_ID })
    const hash = await createWalletClient({ account: stranger, transport: http(inject('rpcUrl')) }).writeContract({ chain, address: usdt, abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('30.125', 18)] })
    await client.waitForTransactionReceipt({ hash })
    await rpc('anvil_mine', ['0x3'])
    // Anyone signed in may report a hash: the deposit follows the chain's sender, not the caller.
    await apiCall(userToken, 'POST', '/wallet/entry-mark', { tx_hash: hash })
    const operatorToken = await signInViaApi(operatorKey)
    const heldFromStranger = async () => (await apiCall<{ list: Array<{ id: number; from_address: string }> }>(operatorToken, 'GET', '/admin/deposit/list?status=held')).list.find((deposit) => deposit.from_address === stranger.address)
    await expect.poll(heldFromStranger, { timeout: 30_000, interval: 1000 }).toBeDefined()
    const deposit = (await heldFromStranger())!

    const page = await openConsole(browser, operatorKey)
    await page.getByRole('link', { name: 'Deposits' }).click()
    const held = row(page, '30.125 USDT')
    await held.waitFor({ timeout: 20_000 })
    expect(await held.textContent()).toContain('unregistered sender')
    await screenshot(page, 'console-deposits-1280')
    await held.getByLabel(`Credit deposit ${deposit.id} to (address)`).fill(user)
    await held.getByRole('button', { name: 'Release' }).click()
    await page.getByRole('status').filter({ hasText: `Deposit ${deposit.id} released: 30.125 USDT credited to ${user}` }).waitFor()
    expect(await usable(userToken, USDT_ID)).toBe('15029.625')

    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.getByLabel('Record (kind:id)').fill(`deposit:${deposit.id}`)
    await page.getByRole('button', { name: 'Filter' }).click()
    await row(page, 'deposit.release').waitFor()
    const text = await row(page, 'deposit.release').textContent()
    expect(text).toContain('status: held → credited')
    expect(text).toContain(`user_address:  → ${user}`)
    await page.context().close()
  })

  it('changes a programme configuration seen by the app and in its history, refusing a bad field beside it', async () => {
    const operatorToken = await signInViaApi(operatorKey)
    const page = await openConsole(browser, operatorKey)
    await page.getByRole('link', { name: 'Programmes' }).click()
    await page.getByRole('link', { name: 'Mint (BP)' }).click()
    const rate = page.getByLabel('u_rate', { exact: true })
    const original = await rate.inputValue()
    await rate.fill('half')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.locator('#field-u_rate-error').filter({ hasText: 'u_rate: ' }).waitFor()
    expect((await apiCall<{ u_rate: string }>(operatorToken, 'GET', '/bp/config')).u_rate).toBe(original)

    await rate.fill('0.55')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('status').filter({ hasText: /Saved as version \d+/ }).waitFor()
    await row(page, `u_rate: ${original} → 0.55`).waitFor()
    // The server caches a configuration for 2 s at most.
    await expect.poll(async () => (await apiCall<{ u_rate: string }>(operatorToken, 'GET', '/bp/config')).u_rate, { timeout: 10_000 }).toBe('0.55')
    await screenshot(page, 'console-programmes-1280')
    // Put it back for the specs that follow.
    await page.getByLabel('u_rate', { exact: true }).fill(original)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await row(page, `u_rate: 0.55 → ${original}`).waitFor()

    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.getByLabel('Record (kind:id)').fill('programme_config:mint')
    await page.getByRole('button', { name: 'Filter' }).click()
    await entries(page, 2).waitFor()
    await page.context().close()
  })

  it('funds a pool once for a double click, audited with the balances moved, and shows the settlement runs and the ledger check', async () => {
    const operatorToken = await signInViaApi(operatorKey)
    const balanceOf = async (account: string) => (await apiCall<{ list: Array<{ account: string; token: string; balance: string }> }>(operatorToken, 'GET', '/admin/pools')).list.find((entry) => entry.account === account && entry.token === 'HAP')?.balance ?? '0'
    const before = parseUnits(await balanceOf('nft_rank_pool'), 18)
    const page = await openConsole(browser, operatorKey)
    await page.getByRole('link', { name: 'Pools' }).click()
    await page.getByLabel('Account to fund').selectOption('treasury')
    await page.getByLabel('Token').selectOption({ label: 'HAP' })
    await page.getByLabel('Amount (HAP)').fill('1000.000000000000000001')
    await page.getByRole('button', { name: 'Credit the treasury' }).click()
    await page.getByRole('status').filter({ hasText: '1,000.000000000000000001 HAP credited' }).waitFor()

    await page.getByLabel('Account to fund').selectOption('nft_rank_pool')
    await page.getByLabel('Amount (HAP)').fill('333.333333333333333334')
    await page.getByRole('button', { name: 'Fund the pool' }).dblclick()
    await page.getByRole('status').filter({ hasText: '333.333333333333333334 HAP moved to nft_rank_pool' }).waitFor()
    expect(parseUnits(await balanceOf('nft_rank_pool'), 18) - before).toBe(parseUnits('333.333333333333333334', 18))
    await screenshot(page, 'console-pools-1280')

    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.getByLabel('Action').fill('pool.fund')
    await page.getByLabel('Record (kind:id)').fill('nft_rank_pool:HAP')
    await page.getByRole('button', { name: 'Filter' }).click()
    await entries(page, 1).waitFor()
    expect(await row(page, 'pool.fund').textContent()).toContain(`nft_rank_pool: ${formatUnits(before, 18)} → ${formatUnits(before + parseUnits('333.333333333333333334', 18), 18)}`)

    await page.getByRole('link', { name: 'Settlement' }).click()
    await page.getByRole('heading', { name: 'Run an ended day' }).waitFor()
    await page.getByRole('table').waitFor()
    await screenshot(page, 'console-settlement-1280')
    await page.getByRole('link', { name: 'Ledger check' }).click()
    await page.getByText('The ledger holds for every token.').waitFor({ timeout: 20_000 })
    expect(await row(page, 'USDT').count()).toBeGreaterThan(0)
    await screenshot(page, 'console-ledger-1280')
    await page.context().close()
  })

  it('funds the pool an underfunded day needs and completes that day from the settlement screen, both audited', async () => {
    const operatorToken = await signInViaApi(operatorKey)
    type Run = { job: string; day: string; status: string; detail: string }
    // Seeded through the API: from now the partner airdrop pays GOC, which partner_pool does not
    // hold; the devnet's demo leader is a genesis partner, so the day the clock then ends is underfunded.
    const previous = (await apiCall<{ config: { airdrop_token: string } }>(operatorToken, 'GET', '/admin/programmes/partner')).config.airdrop_token
    await apiCall(operatorToken, 'POST', '/admin/programmes/partner', { config: { airdrop_token: 'GOC' } })
    try {
      const { day: today } = await apiCall<{ day: string }>(operatorToken, 'POST', '/admin/clock/advance', { seconds: 86_400 })
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      const runOf = async () => (await apiCall<{ list: Run[] }>(operatorToken, 'GET', '/admin/settlement/runs?job=partner.airdrop&page=1&page_size=5')).list.find((run) => run.day === day)
      const short = await runOf()
      expect(short?.status).toBe('underfunded')
      const need = /^partner_pool holds 0 GOC, the day needs (\d+(?:\.\d+)?)$/.exec(short?.detail ?? '')?.[1]
      expect(need).toBeDefined()
      // More than the day needs by an amount with every base unit set: what stays is checked to the unit.
      const amount = formatUnits(parseUnits(need!, 18) + parseUnits('2.345678901234567891', 18), 18)
      const left = '2.345678901234567891'

      const page = await openConsole(browser, operatorKey)
      page.on('dialog', (dialog) => void dialog.accept())
      await page.getByRole('link', { name: 'Settlement' }).click()
      await page.getByLabel('Job').last().selectOption('partner.airdrop')
      const dayRow = row(page, day).filter({ hasText: 'partner.airdrop' })
      await dayRow.waitFor({ timeout: 20_000 })
      expect(await dayRow.textContent()).toContain(`Underfundedpartner_pool holds 0 GOC, the day needs ${need}`)
      await screenshot(page, 'console-settlement-underfunded-1280')

      await page.getByRole('link', { name: 'Pools' }).click()
      await page.getByLabel('Account to fund').selectOption('treasury')
      await page.getByLabel('Token').selectOption({ label: 'GOC' })
      await page.getByLabel('Amount (GOC)').fill(amount)
      await page.getByRole('button', { name: 'Credit the treasury' }).click()
      await page.getByRole('status').filter({ hasText: `${tokenAmount(amount, 'GOC')} credited` }).waitFor()
      await page.getByLabel('Account to fund').selectOption('partner_pool')
      await page.getByLabel('Amount (GOC)').fill(amount)
      await page.getByRole('button', { name: 'Fund the pool' }).click()
      await page.getByRole('status').filter({ hasText: `${tokenAmount(amount, 'GOC')} moved to partner_pool: it holds ${tokenAmount(amount, 'GOC')}` }).waitFor()

      await page.getByRole('link', { name: 'Settlement' }).click()
      await page.getByLabel('Job').last().selectOption('partner.airdrop')
      await dayRow.waitFor()
      // The worker also settles a funded day (it looks every 2 s): the operator runs it again unless
      // the worker is at it or done first, when the screen answers that it is not to be run again.
      let operatorRan = false
      const rerun = dayRow.getByRole('button', { name: 'Run again' })
      // The button can go between seeing it and pressing it, when the worker settles the day in
      // between and the screen refreshes: a press that finds no button is that case.
      const pressed = (await rerun.count()) > 0 && (await rerun.click({ timeout: 5_000 }).then(() => true, () => false))
      if (pressed) {
        // Done, or (the worker got there first) running, or refused as not to be run again.
        await page.getByRole('status').filter({ hasText: `partner.airdrop for ${day} ran again` }).or(page.getByRole('alert').filter({ hasText: /\S/ })).first().waitFor()
        operatorRan = (await page.getByRole('status').filter({ hasText: `partner.airdrop for ${day} ran again: Done.` }).count()) === 1
      }
      if (!operatorRan) console.log(`[console] the worker settled partner.airdrop ${day} before the operator's run`)
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Refresh' }).click()
            return dayRow.textContent()
          },
          { timeout: 10_000 },
        )
        .toContain('Done')
      expect(await dayRow.textContent()).toContain(tokenAmount(need!, 'GOC'))
      await screenshot(page, 'console-settlement-rerun-1280')

      await page.getByRole('link', { name: 'Pools' }).click()
      await row(page, 'partner_pool').filter({ hasText: 'GOC' }).waitFor()
      expect(await row(page, 'partner_pool').filter({ hasText: 'GOC' }).textContent()).toContain(tokenAmount(left, 'GOC'))

      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.getByLabel('Record (kind:id)').fill('partner_pool:GOC')
      await page.getByRole('button', { name: 'Filter' }).click()
      await entries(page, 1).waitFor()
      expect(await row(page, 'pool.fund').textContent()).toContain(`partner_pool: 0 → ${amount}`)
      if (operatorRan) {
        await page.getByLabel('Record (kind:id)').fill(`settlement_run:partner.airdrop:${day}`)
        await page.getByRole('button', { name: 'Filter' }).click()
        await row(page, 'settlement.rerun').waitFor()
        expect(await row(page, 'settlement.rerun').textContent()).toContain('status: underfunded → done')
      }
      await page.context().close()
      expect((await runOf())?.status).toBe('done')
    } finally {
      await apiCall(operatorToken, 'POST', '/admin/programmes/partner', { config: { airdrop_token: previous } })
    }
  })

  it('publishes a notice whose script stays harmless in the app, audited, then deletes it; token and user screens at both widths', async () => {
    const page = await openConsole(browser, operatorKey)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: 'Notices & banners' }).click()
    const html = '<p>Hello operators</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">link</a>'
    await page.getByLabel('Title', { exact: true }).fill('Console notice')
    await page.getByLabel('Content (HTML)').fill(html)
    const preview = page.getByTestId('notice-preview')
    await preview.getByText('Hello operators').waitFor()
    expect(await preview.innerHTML()).not.toMatch(/onerror|<script|javascript:/)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const saved = await page.getByRole('status').filter({ hasText: /Notice \d+ \(en-US\) saved/ }).textContent()
    const group = Number(/Notice (\d+)/.exec(saved ?? '')?.[1])
    await screenshot(page, 'console-content-1280')

    // As a user sees it in the app: the text, none of the script.
    const app = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await app.addInitScript(() => localStorage.setItem('hapdex.settings', JSON.stringify({ language: 'en-US', theme: 'light' })))
    const reader = await app.newPage()
    await reader.goto(`${inject('baseUrl')}/#/Next/xiangqing?id=${group}`)
    const content = reader.getByTestId('notice-content')
    await content.getByText('Hello operators').waitFor({ timeout: 20_000 })
    expect(await content.innerHTML()).not.toMatch(/onerror|<script|javascript:/)
    expect(await reader.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await app.close()

    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.getByLabel('Record (kind:id)').fill(`notice:${group}:en-US`)
    await page.getByRole('button', { name: 'Filter' }).click()
    await row(page, 'notice.save').waitFor()
    // Removed again, so the specs after this one see the notices they expect.
    await page.getByRole('link', { name: 'Notices & banners' }).click()
    await row(page, 'Console notice').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').filter({ hasText: `Notice ${group} (en-US) deleted.` }).waitFor()

    await page.getByRole('link', { name: 'Token settings' }).click()
    await page.getByRole('heading', { name: 'USDT' }).waitFor()
    await screenshot(page, 'console-tokens-1280')
    await page.getByRole('link', { name: 'Users' }).click()
    await page.getByRole('table').waitFor()
    await screenshot(page, 'console-users-1280')
    await page.context().close()

    const phone = await openConsole(browser, operatorKey, 390)
    await phone.getByRole('link', { name: 'Programmes' }).click()
    await phone.getByRole('link', { name: 'Mint (BP)' }).click()
    await phone.getByLabel('u_rate', { exact: true }).waitFor()
    await screenshot(phone, 'console-programmes-390')
    await phone.getByRole('button', { name: 'Dark' }).click()
    await phone.getByRole('link', { name: 'Pools' }).click()
    await phone.getByRole('table').waitFor()
    await screenshot(phone, 'console-pools-390-dark')
    await phone.context().close()
  })

  it('shows the partner, NFT type, game transfer and clock screens at desktop width and at phone width in the dark theme', async () => {
    for (const [width, theme] of [[1280, 'light'], [390, 'dark']] as const) {
      const page = await openConsole(browser, operatorKey, width)
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark' }).click()
      await page.getByRole('link', { name: 'Partner', exact: true }).click()
      // The devnet seeds three rounds and a vote.
      await page.getByRole('heading', { name: /^Current vote \d+: / }).waitFor({ timeout: 20_000 })
      // The vote and the rounds are two reads: the rounds' rows may land after the vote's heading.
      await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4)
      await screenshot(page, `console-partner-${width}-${theme}`)
      await page.getByRole('link', { name: 'NFT types' }).click()
      await page.getByRole('button', { name: 'Edit' }).first().waitFor()
      await screenshot(page, `console-nft-${width}-${theme}`)
      await page.getByRole('link', { name: 'Game transfers' }).click()
      await page.getByRole('button', { name: 'Reconcile now' }).waitFor()
      await page.getByLabel('Status').waitFor()
      await screenshot(page, `console-game-${width}-${theme}`)
      await page.getByRole('link', { name: 'Devnet clock' }).click()
      await page.getByRole('button', { name: 'Move the clock' }).waitFor()
      expect(await page.getByText('Settlement day', { exact: true }).count()).toBe(1)
      await screenshot(page, `console-clock-${width}-${theme}`)
      await page.context().close()
    }
  })
})
