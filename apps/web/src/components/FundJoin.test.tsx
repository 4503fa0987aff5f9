import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import '../i18n/i18n.ts'
import { getToasts } from '../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, testAccount } from '../test/signedIn.tsx'
import { FundJoin } from './FundJoin.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../lib/walletHooks.ts', () => ({ useSignMessage: () => ({ mutateAsync: signMessage }) }))

const config = { status: '1' as const, fund_amount: '20', burn_rate: '0.5', pledge_days: 365, daily_rate: '0.001', token: 'HAP', token_id: 1, joined_num: 0 }

/** A server where the caller holds `usable` HAP. */
function serverWith(usable: string) {
  const answers: Record<string, unknown> = {
    '/api/wallet/info': { token: 'HAP', token_id: 1, logo: '', decimals: 18, contract: testAccount, usable, frozen: '0', balance: usable },
    '/api/circulation/fund/join': { num: 3, amount: '60', status: '2' },
  }
  const api = fakeApi((path) => (path in answers ? ok(answers[path]) : undefined))
  return { posts: () => api.posts().map((call) => call.path) }
}

async function joinThreeShares() {
  renderWithQueries(<FundJoin config={config} />)
  fireEvent.click(screen.getByTestId('fund-open'))
  fireEvent.change(await screen.findByTestId('fund-quantity'), { target: { value: '3' } })
  // The balance query settles before the confirm, as it would while the user reads the popup.
  await new Promise((resolve) => setTimeout(resolve, 50))
  fireEvent.click(screen.getByTestId('fund-confirm'))
}

describe('FundJoin', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('checks the balance before asking the wallet to sign (d80)', async () => {
    const server = serverWith('50')
    await joinThreeShares()
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Insufficient balance' }))
    expect(signMessage).not.toHaveBeenCalled()
    expect(server.posts()).toEqual([])
  })

  it('signs and joins when the balance pays for the shares', async () => {
    const server = serverWith('60')
    await joinThreeShares()
    await waitFor(() => expect(server.posts()).toEqual(['/api/circulation/fund/join']))
    expect(signMessage).toHaveBeenCalledTimes(1)
  })

  it('lets the count be cleared and retyped: Backspace on 1 leaves an empty field, then 3 buys 3', async () => {
    const server = serverWith('100')
    renderWithQueries(<FundJoin config={config} />)
    fireEvent.click(screen.getByTestId('fund-open'))
    const field = (await screen.findByTestId('fund-quantity')) as HTMLInputElement
    fireEvent.change(field, { target: { value: '' } })
    expect(field.value).toBe('')
    expect(screen.getByTestId('fund-total').textContent).toBe('—')
    expect(screen.getByTestId('fund-confirm').textContent).toBe('Enter the number of shares')
    expect((screen.getByTestId('fund-confirm') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: '3' } })
    expect(field.value).toBe('3')
    expect(screen.getByTestId('fund-total').textContent).toBe('60')
    await new Promise((resolve) => setTimeout(resolve, 50))
    fireEvent.click(screen.getByTestId('fund-confirm'))
    await waitFor(() => expect(server.posts()).toEqual(['/api/circulation/fund/join']))
  })

  it('says whole shares only for 2.5 instead of reading it as 25, and buys nothing', async () => {
    const server = serverWith('10000')
    renderWithQueries(<FundJoin config={config} />)
    fireEvent.click(screen.getByTestId('fund-open'))
    const field = (await screen.findByTestId('fund-quantity')) as HTMLInputElement
    fireEvent.change(field, { target: { value: '2.5' } })
    expect(field.value).toBe('2.5')
    expect(screen.getByTestId('fund-total').textContent).toBe('—')
    expect(screen.getByTestId('fund-confirm').textContent).toBe('Whole shares from 1 to 10,000')
    fireEvent.click(screen.getByTestId('fund-confirm'))
    fireEvent.click(screen.getByTestId('fund-plus'))
    expect(field.value).toBe('1')
    expect(server.posts()).toEqual([])
  })

  it('names the fund as spec 2 does, and counts shares without a stray plural', async () => {
    renderWithQueries(<FundJoin config={{ ...config, status: '2', joined_num: 1 }} />)
    expect(screen.getByTestId('fund-open').textContent).toBe('Joined (shares held: 1)')
    renderWithQueries(<FundJoin config={config} />)
    fireEvent.click(screen.getAllByTestId('fund-open')[1]!)
    expect((await screen.findByRole('heading')).textContent).toBe('Circulation fund')
  })
})
