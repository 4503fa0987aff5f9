import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, testAccount } from '../../../test/signedIn.tsx'
import FlashExchangeScreen from './FlashExchangeScreen.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', () => ({ useSignMessage: () => ({ mutateAsync: signMessage }) }))

const token = (id: number, name: string) => ({ token: name, token_id: id, logo: '', decimals: 18 })
const asset = (id: number, name: string, usable: string) => ({ ...token(id, name), contract: testAccount, usable, frozen: '0', balance: usable })

/** A server with one pair USDT → HAP (1 to 100 000 USDT) where the caller holds `usdt`. */
function serverWith(usdt: string) {
  const answers: Record<string, unknown> = {
    '/api/exchange/configs': {
      token_list: [token(2, 'USDT'), token(1, 'HAP')],
      exchange_map: { USDT: [{ t2_token: 'HAP', t2_id: 1, t2_logo: '', exchange_rate: '10', fee_rate: '0.003', min_amount: '1', max_amount: '100000' }] },
    },
    '/api/wallet/list': { list: [asset(2, 'USDT', usdt), asset(1, 'HAP', '0')] },
    '/api/exchange/list': { list: [], page: 1, page_size: 10 },
    '/api/token/quote': {
      list: [
        { token_key: 'HAP', symbol: 'HAP', address: testAccount, logo: '', price_usd: '0.5', change_24h: null },
      ],
    },
    '/api/exchange/do': { id: 1, t1_id: 2, t2_id: 1, t1_name: 'USDT', t2_name: 'HAP', amount: '1.5', exchange_rate: '10', fee: '0.045', real_exchange_amount: '14.955', created_time: new Date().toISOString() },
  }
  const api = fakeApi((path) => (path in answers ? ok(answers[path]) : undefined))
  return { posts: api.posts }
}

async function exchange(amount: string) {
  renderWithQueries(<FlashExchangeScreen />)
  fireEvent.click(await screen.findByTestId('flash-source'))
  fireEvent.click(await screen.findByTestId('flash-source-list-USDT'))
  fireEvent.click(screen.getByTestId('flash-target'))
  fireEvent.click(await screen.findByTestId('flash-target-list-HAP'))
  await waitFor(() => expect(screen.getByTestId('flash-source-balance').textContent).not.toContain('—'))
  fireEvent.change(screen.getByTestId('flash-amount'), { target: { value: amount } })
  fireEvent.click(screen.getByTestId('flash-submit'))
}

describe('FlashExchangeScreen before the signature (issue 15)', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('refuses more than the usable balance without asking the wallet to sign (d80)', async () => {
    const server = serverWith('5')
    await exchange('6')
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Insufficient balance' }))
    expect(signMessage).not.toHaveBeenCalled()
    expect(server.posts()).toEqual([])
  })

  it('never signs "1,5" as 15, and signs what it sends in the API spelling', async () => {
    const server = serverWith('100')
    await exchange('1,5')
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'error' }))
    expect(signMessage).not.toHaveBeenCalled()
    fireEvent.change(screen.getByTestId('flash-amount'), { target: { value: '1.50' } })
    fireEvent.click(screen.getByTestId('flash-submit'))
    await waitFor(() => expect(server.posts()).toHaveLength(1))
    expect(server.posts()[0]?.body).toMatchObject({ t1_id: 2, t2_id: 1, amount: '1.5' })
    expect(signMessage.mock.calls[0]).toEqual([{ message: expect.stringContaining('\namount: 1.5\n') }])
  })

  it("toasts the exchange's own outcome, not the server's bare 'success' (issue 17)", async () => {
    serverWith('100')
    await exchange('1.5')
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success' }))
    expect(getToasts().at(-1)?.message).toBe('Exchange completed')
  })

  it('shows the pool price beside the flash rate, both ways (issue 17)', async () => {
    serverWith('100')
    await exchange('1.5')
    await waitFor(() => expect(screen.getByTestId('flash-pool-price').textContent).toBe('1 USDT ≈ 2 HAP'))
    expect(screen.getByTestId('flash-rate').textContent).toContain('1 USDT = 10 HAP')
    fireEvent.click(screen.getByLabelText('Show the rate the other way'))
    expect(screen.getByTestId('flash-pool-price').textContent).toBe('1 HAP ≈ 0.5 USDT')
  })

  it('shows a busy placeholder for the balance while it loads, then the balance (issue 17)', async () => {
    serverWith('100')
    const answer = globalThis.fetch
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (new URL(url, 'http://local').pathname === '/api/wallet/list') await held
      return answer(url, init)
    })
    renderWithQueries(<FlashExchangeScreen />)
    fireEvent.click(await screen.findByTestId('flash-source'))
    fireEvent.click(await screen.findByTestId('flash-source-list-USDT'))
    expect(screen.getByTestId('flash-source-balance').querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.getByTestId('flash-source-balance').textContent).not.toContain('—')
    release()
    await waitFor(() => expect(screen.getByTestId('flash-source-balance').textContent).toContain('100'))
  })

  it('drops letters as typed and says an amount over the balance under the field before any click (issue 17)', async () => {
    serverWith('5')
    renderWithQueries(<FlashExchangeScreen />)
    fireEvent.click(await screen.findByTestId('flash-source'))
    fireEvent.click(await screen.findByTestId('flash-source-list-USDT'))
    await waitFor(() => expect(screen.getByTestId('flash-source-balance').textContent).toContain('5'))
    fireEvent.change(screen.getByTestId('flash-amount'), { target: { value: '6abc' } })
    expect(screen.getByTestId<HTMLInputElement>('flash-amount').value).toBe('6')
    expect(screen.getByTestId('flash-amount-error').textContent).toBe('Insufficient balance')
    expect(screen.getByTestId('flash-amount').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByTestId('flash-amount'), { target: { value: '4' } })
    expect(screen.queryByTestId('flash-amount-error')).toBeNull()
  })
})
