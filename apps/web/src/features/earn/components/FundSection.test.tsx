import { describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, testAccount, type FakeAnswer } from '../../../test/signedIn.tsx'
import { FundSection } from './FundSection.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
// The fund join (components/FundJoin, lib/fund) signs through the app's wallet layer.
vi.mock('../../../lib/walletHooks.ts', () => ({ useSignMessage: () => ({ mutateAsync: signMessage }) }))

const DAY_MS = 86_400_000
const config = (status: '0' | '1' | '2') => ({ status, fund_amount: '20', burn_rate: '0.5', pledge_days: 365, daily_rate: '0.001', token: 'HAP', token_id: 1, joined_num: status === '2' ? 1 : 0 })
const share = (fromNowDays: { begin: number; end: number }, redeemStatus: '0' | '1' = '0') => ({
  id: 1,
  num: 1,
  reward_amount: '3.65',
  pledge_amount: '10',
  burned_amount: '10',
  token: 'HAP',
  begin_time: new Date(Date.now() + fromNowDays.begin * DAY_MS).toISOString(),
  end_time: new Date(Date.now() + fromNowDays.end * DAY_MS).toISOString(),
  redeem_status: redeemStatus,
})

const hapBalance = { token: 'HAP', token_id: 1, logo: '', decimals: 18, contract: testAccount, usable: '100', frozen: '0', balance: '100' }

/** A server with this fund config and share; the redeem answers the share redeemed, after `redeemDelayMs`. */
function serverWith(fund: { config: unknown; info: unknown; infoCode?: number }, redeemDelayMs = 0) {
  const answers: Record<string, FakeAnswer> = {
    '/api/circulation/fund/config': ok(fund.config),
    '/api/circulation/fund/info': fund.infoCode ? { code: fund.infoCode, msg: 'down' } : ok(fund.info),
    '/api/circulation/fund/redeem': ok({ ...(fund.info as object), redeem_status: '1' }),
    '/api/circulation/fund/join': ok({ num: 1, amount: '20', status: '2' }),
    '/api/wallet/info': ok(hapBalance),
  }
  const api = fakeApi(async (path) => {
    if (path === '/api/circulation/fund/redeem') await new Promise((resolve) => setTimeout(resolve, redeemDelayMs))
    return answers[path]
  })
  return { posts: () => api.posts().map((call) => call.path) }
}

function renderSection(onlyMine = false) {
  renderWithQueries(<FundSection onlyMine={onlyMine} titled={false} />)
}

describe('FundSection', () => {
  signedInEachTest(() => signMessage.mockClear())

  it("shows the share price and its split, and joins through the shared popup before a share exists", async () => {
    const server = serverWith({ config: config('1'), info: null })
    renderSection()
    expect((await screen.findByTestId('earn-fund-terms')).textContent).toBe('20 HAP per share · 50% is burned and 50% pledged for 365 days · 0.1% a day')
    // Spec 2's name, as the invitation page says it (one key, fund.title, for both).
    expect(screen.getByRole('heading').textContent).toBe('Circulation fund')
    fireEvent.click(screen.getByTestId('fund-open'))
    fireEvent.click(screen.getByTestId('fund-plus'))
    expect(screen.getByTestId('fund-total').textContent).toBe('40')
    fireEvent.click(screen.getByTestId('fund-minus'))
    fireEvent.click(screen.getByTestId('fund-confirm'))
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Joined the fund' }))
    expect(server.posts()).toEqual(['/api/circulation/fund/join'])
  })

  it('announces the join and shows the new share in place of the join form', async () => {
    let joined = false
    fakeApi((path, call) => {
      if (path === '/api/circulation/fund/join' && call.method === 'POST') {
        joined = true
        return ok({ num: 1, amount: '20', status: '2' })
      }
      if (path === '/api/circulation/fund/config') return ok(config(joined ? '2' : '1'))
      if (path === '/api/circulation/fund/info') return ok(joined ? share({ begin: 1, end: 366 }) : null)
      if (path === '/api/wallet/info') return ok(hapBalance)
      return undefined
    })
    renderSection()
    fireEvent.click(await screen.findByTestId('fund-open'))
    fireEvent.click(screen.getByTestId('fund-confirm'))
    await screen.findByTestId('earn-fund-status')
    await waitFor(() => expect(getToasts().map((toast) => [toast.kind, toast.message])).toContainEqual(['success', 'Joined the fund']))
  })

  it('says h244 when the fund is closed', async () => {
    serverWith({ config: config('0'), info: null })
    renderSection()
    fireEvent.click(await screen.findByTestId('fund-open'))
    expect(getToasts().at(-1)).toMatchObject({ kind: 'info', message: 'The circulation fund is not open yet' })
    expect(screen.queryByTestId('fund-dialog')).toBeNull()
  })

  it('shows a share in progress with its figures and no redeem', async () => {
    serverWith({ config: config('2'), info: share({ begin: -1, end: 364 }) })
    renderSection()
    expect((await screen.findByTestId('earn-fund-status')).textContent).toBe('In progress')
    expect(screen.getByTestId('earn-fund-reward').textContent).toBe('3.65 HAP')
    expect(screen.getByTestId('earn-fund-pledge').textContent).toBe('10 HAP')
    expect(screen.getByTestId('earn-fund-end').textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    expect(screen.queryByTestId('earn-fund-redeem')).toBeNull()
    expect(screen.queryByTestId('fund-open')).toBeNull()
  })

  it('has not started before begin_time', async () => {
    serverWith({ config: config('2'), info: share({ begin: 1, end: 366 }) })
    renderSection()
    expect((await screen.findByTestId('earn-fund-status')).textContent).toBe('Not started')
  })

  it('redeems an ended share once, however often it is tapped', async () => {
    const server = serverWith({ config: config('2'), info: share({ begin: -366, end: -1 }) }, 50)
    renderSection()
    expect((await screen.findByTestId('earn-fund-status')).textContent).toBe('Ended')
    const redeem = screen.getByTestId('earn-fund-redeem')
    fireEvent.click(redeem)
    fireEvent.click(redeem)
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Pledge redeemed' }))
    expect(server.posts()).toEqual(['/api/circulation/fund/redeem'])
    expect(signMessage).toHaveBeenCalledTimes(1)
    expect(signMessage.mock.calls[0]).toEqual([{ message: expect.stringMatching(/^Circulation Fund Redeem\n/) }])
  })

  it('shows redeemed once redeem_status is 1', async () => {
    serverWith({ config: config('2'), info: share({ begin: -366, end: -1 }, '1') })
    renderSection()
    const redeemed = await screen.findByTestId('earn-fund-redeemed')
    expect(redeemed.textContent).toBe('Redeemed')
    expect(redeemed.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByTestId('earn-fund-redeem')).toBeNull()
  })

  it('offers another try when the share cannot be read, and hides an unjoined fund with only mine', async () => {
    serverWith({ config: config('1'), info: null, infoCode: 500 })
    renderSection()
    expect(await screen.findByTestId('earn-fund-error')).toBeTruthy()
    cleanup()
    serverWith({ config: config('1'), info: null })
    renderSection(true)
    expect((await screen.findByTestId('earn-fund-none')).textContent).toBe('You have not joined the fund.')
  })
})
