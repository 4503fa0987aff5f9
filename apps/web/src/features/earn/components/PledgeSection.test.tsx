import { describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { activateAccount } from '../../../lib/session.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../../../test/signedIn.tsx'
import { PledgeSection } from './PledgeSection.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const pool = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  token: 'HAP',
  token_id: 1,
  logo: '',
  pledge_amount: '0',
  reward_amount: '0',
  claim_status: '0',
  min_pledge: '100',
  daily_rate: '0.002',
  status: '1',
  usable: '500',
  ...overrides,
})

/** A server with these pools; every pool action answers the pool unchanged. */
function serverWith(list: unknown[]) {
  return fakeApi((path) => (path === '/api/auth/action-nonce' ? undefined : ok(path === '/api/pledge/pools' ? { status: '1', list } : list[0])))
}

function renderSection(onlyMine = false) {
  renderWithQueries(<PledgeSection onlyMine={onlyMine} titled={false} />)
}

const lastToast = () => getToasts().at(-1)

/** The success popup spec 3 lists for the pool actions: its title, the amount moved, and no toast in its place. */
async function expectSuccessPopup(title: string, amount: string) {
  const popup = await screen.findByTestId('earn-pool-success')
  expect(popup.querySelector('h2')?.textContent).toBe(title)
  expect(screen.getByTestId('earn-pool-success-amount').textContent).toBe(amount)
  expect(getToasts().filter((toast) => toast.kind === 'success')).toEqual([])
  fireEvent.click(screen.getByTestId('earn-pool-success-done'))
  expect(screen.queryByTestId('earn-pool-success')).toBeNull()
}

async function openDialog(button: 'earn-pool-join' | 'earn-pool-redeem', amount: string) {
  fireEvent.click(await screen.findByTestId(button))
  fireEvent.change(screen.getByTestId('earn-pool-amount'), { target: { value: amount } })
  fireEvent.click(screen.getByTestId('earn-pool-confirm'))
}

describe('PledgeSection', () => {
  signedInEachTest(() => signMessage.mockClear())

  it("shows a pool's rate, minimum, pledge and reward", async () => {
    serverWith([pool({ pledge_amount: '150', reward_amount: '0.3' })])
    renderSection()
    expect((await screen.findByTestId('earn-pool-dailyRate')).textContent).toBe('0.2%')
    expect(screen.getByTestId('earn-pool-minPledge').textContent).toBe('100 HAP')
    expect(screen.getByTestId('earn-pool-myPledge').textContent).toBe('150 HAP')
    expect(screen.getByTestId('earn-pool-myReward').textContent).toBe('0.3 HAP')
  })

  it('answers a claim of nothing with h240, from a claim that only looks disabled, and sends nothing', async () => {
    const server = serverWith([pool()])
    renderSection()
    const claim = await screen.findByTestId('earn-pool-claim')
    expect(claim.className).toContain('is-empty')
    expect(claim.hasAttribute('disabled')).toBe(false)
    fireEvent.click(claim)
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'There is no reward to claim' })
    expect(server.posts()).toEqual([])
  })

  it('claims the whole reward with a signed Pledge Reward Claim (h317)', async () => {
    const server = serverWith([pool({ reward_amount: '1.25', claim_status: '1' })])
    renderSection()
    fireEvent.click(await screen.findByTestId('earn-pool-claim'))
    await expectSuccessPopup('Reward claimed', '1.25 HAP')
    expect(signMessage.mock.calls[0]).toEqual([{ message: expect.stringMatching(/^Pledge Reward Claim\n/) }])
    expect(server.posts()).toEqual([{ method: 'POST', path: '/api/pledge/claim', search: '', body: expect.objectContaining({ pool_id: 1, amount: '1.25', nonce: 'n1' }) }])
  })

  it('joins with min_pledge up to the usable balance (h238), and refuses outside it without signing', async () => {
    const server = serverWith([pool()])
    renderSection()
    await openDialog('earn-pool-join', '99')
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'The minimum pledge is 100 HAP' })
    fireEvent.change(screen.getByTestId('earn-pool-amount'), { target: { value: '501' } })
    fireEvent.click(screen.getByTestId('earn-pool-confirm'))
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'Insufficient balance' })
    expect(signMessage).not.toHaveBeenCalled()
    // '1,20' is a typo, never 120 (issue 15); '120.00' is sent as the API spells it.
    fireEvent.change(screen.getByTestId('earn-pool-amount'), { target: { value: '1,20' } })
    fireEvent.click(screen.getByTestId('earn-pool-confirm'))
    expect(lastToast()).toMatchObject({ kind: 'error' })
    expect(signMessage).not.toHaveBeenCalled()
    fireEvent.change(screen.getByTestId('earn-pool-amount'), { target: { value: '120.00' } })
    fireEvent.click(screen.getByTestId('earn-pool-confirm'))
    await expectSuccessPopup('Pledged successfully', '120 HAP')
    expect(screen.queryByTestId('earn-pool-dialog')).toBeNull()
    expect(signMessage.mock.calls[0]).toEqual([{ message: expect.stringMatching(/^Pledge Do\n/) }])
    expect(server.posts()).toEqual([{ method: 'POST', path: '/api/pledge/do', search: '', body: expect.objectContaining({ pool_id: 1, amount: '120' }) }])
  })

  it('redeems up to the pledge (h239); redeem has no button without a pledge', async () => {
    serverWith([pool()])
    renderSection()
    expect((await screen.findByTestId('earn-pool-redeem')).hasAttribute('disabled')).toBe(true)
    cleanup()
    const server = serverWith([pool({ pledge_amount: '150' })])
    renderSection()
    await openDialog('earn-pool-redeem', '150.5')
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'You can redeem at most 150 HAP, what you have pledged' })
    fireEvent.click(screen.getByTestId('earn-pool-amount-max'))
    fireEvent.click(screen.getByTestId('earn-pool-confirm'))
    await expectSuccessPopup('Redeemed successfully', '150 HAP')
    expect(server.posts()).toEqual([{ method: 'POST', path: '/api/pledge/redeem', search: '', body: expect.objectContaining({ amount: '150' }) }])
  })

  it('says h237 when the signature is refused, and posts nothing', async () => {
    const server = serverWith([pool()])
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    renderSection()
    await openDialog('earn-pool-join', '100')
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'Signature refused' }))
    expect(server.posts()).toEqual([])
    expect(screen.getByTestId('earn-pool-dialog')).toBeTruthy()
  })

  it('keeps only the pools with a pledge or a reward when only mine is on', async () => {
    serverWith([pool(), pool({ id: 2, token: 'BtPi', reward_amount: '0.1', claim_status: '1' })])
    renderSection(true)
    await screen.findAllByTestId('earn-pool')
    expect(screen.getAllByTestId('earn-pool').map((card) => card.dataset.token)).toEqual(['BtPi'])
    cleanup()
    serverWith([pool()])
    renderSection(true)
    expect((await screen.findByTestId('earn-pledge-empty')).textContent).toBe('You have nothing pledged.')
  })

  it('asks to connect a wallet when signed out', () => {
    activateAccount(null)
    localStorage.clear()
    serverWith([])
    renderSection()
    expect(screen.getByTestId('earn-pledge-signed-out').textContent).toBe('Connect your wallet to see your positions')
  })
})
