import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { activateAccount, saveSession } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { MINT_TYPING_DEBOUNCE_MS } from '../hooks/useMintAmount.ts'
import { MintForm } from './MintForm.tsx'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const config = {
  status: '1', u_rate: '0.5', day_addition: '5', day_addition_rate: '0.05', sn_addition_rate: '0.05', min_amount: '100', step: '100',
  out_multiple: '2', pay_token: 'HAP', second_pay_token: 'BtPi', hap_price: '1', btpi_price: '1', price_tolerance: '0.01',
}
const token = (id: number) => ({ token: String(id), token_id: id, logo: '', decimals: 18, contract: '0x0', usable: '100000', frozen: '0', balance: '100000' })

/** HAP and BtPi at 1 USD each, so the HAP to pay is half the amount. */
function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://local')
      const data = pathname === '/api/bp/config' ? config : pathname === '/api/wallet/info' ? token(Number(searchParams.get('token_id'))) : { node_level: 0, dr_valid_num: 0, need_valid_num: 10 }
      return new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 })
    }),
  )
}

async function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MintForm />
    </QueryClientProvider>,
  )
  await waitFor(() => expect(screen.getByTestId('mint-pay').textContent).toBe('50 HAP + 50 BtPi'))
  return {
    input: screen.getByTestId<HTMLInputElement>('mint-amount'),
    pay: () => screen.getByTestId('mint-pay').textContent,
    hint: () => screen.getByTestId('mint-hint').textContent,
    mint: screen.getByTestId<HTMLButtonElement>('mint-open'),
    minus: screen.getByTestId<HTMLButtonElement>('mint-minus'),
  }
}

describe('MintForm', () => {
  beforeEach(() => {
    localStorage.clear()
    updateSettings({ language: 'en-US' })
    saveSession({ token: 'tok', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    server()
  })
  afterEach(() => {
    cleanup()
    activateAccount(null)
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('disables "−" at the minimum', async () => {
    const { minus } = await renderForm()
    expect(minus.disabled).toBe(true)
    fireEvent.click(screen.getByTestId('mint-plus'))
    expect(minus.disabled).toBe(false)
  })

  it('shows no quote for an emptied field, and Mint cannot open the confirm', async () => {
    const { input, pay, mint } = await renderForm()
    fireEvent.change(input, { target: { value: '' } })
    expect(pay()).toBe('—')
    expect(mint.disabled).toBe(true)
    expect(mint.textContent).toBe('Enter an amount')
    fireEvent.click(mint)
    expect(screen.queryByTestId('mint-confirm')).toBeNull()
  })

  it('quotes what will be minted while typing, and says that 150 becomes 100', async () => {
    const { input, pay, hint } = await renderForm()
    fireEvent.click(screen.getByTestId('mint-plus'))
    fireEvent.click(screen.getByTestId('mint-plus'))
    expect(pay()).toBe('150 HAP + 150 BtPi')
    vi.useFakeTimers()
    fireEvent.change(input, { target: { value: '150' } })
    expect(pay()).toBe('50 HAP + 50 BtPi')
    expect(hint()).toBe('150 is rounded down to 100, a multiple of 100')
    act(() => vi.advanceTimersByTime(MINT_TYPING_DEBOUNCE_MS))
    expect(input.value).toBe('100')
    expect(hint()).toBe('150 is rounded down to 100, a multiple of 100')
    fireEvent.change(input, { target: { value: '40' } })
    expect(hint()).toBe('40 is below the minimum: minting 100')
    fireEvent.change(input, { target: { value: '700' } })
    expect(pay()).toBe('350 HAP + 350 BtPi')
    expect(hint()).toBe('At least 100, in steps of 100')
  })
})
