import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { languageReady, setLanguage } from '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { activateAccount, saveSession } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { MintConfirmDialog } from './MintConfirmDialog.tsx'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const config = {
  status: '1', u_rate: '0.5', day_addition: '5', day_addition_rate: '0.05', sn_addition_rate: '0.05', min_amount: '100', step: '100',
  out_multiple: '2', pay_token: 'HAP', second_pay_token: 'BtPi', hap_price: '1', btpi_price: '1', price_tolerance: '0.01',
}

describe('MintConfirmDialog', () => {
  beforeEach(() => {
    localStorage.clear()
    saveSession({ token: 'tok', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { pathname, searchParams } = new URL(url, 'http://local')
        const id = Number(searchParams.get('token_id'))
        const data = pathname === '/api/bp/config' ? config : pathname === '/api/wallet/info' ? { token: String(id), token_id: id, logo: '', decimals: 18, contract: '0x0', usable: '500', frozen: '0', balance: '500' } : { node_level: 0, dr_valid_num: 0, need_valid_num: 10 }
        return new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 })
      }),
    )
  })
  afterEach(() => {
    setLanguage('en-US')
    cleanup()
    activateAccount(null)
    vi.unstubAllGlobals()
  })

  it.each([
    ['zh-CN', '铸造数量：100 USD', '可用：500 HAP'],
    ['en-US', 'Mint amount: 100 USD', 'Usable: 500 HAP'],
  ] as const)('in %s labels its figures with the language\'s colon', async (language, amount, usable) => {
    updateSettings({ language })
    setLanguage(language)
    await languageReady()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MintConfirmDialog open amount={100n} onClose={() => {}} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('mint-confirm-amount')).toBeTruthy())
    expect(screen.getByTestId('mint-confirm-amount').parentElement?.textContent).toBe(amount)
    expect(screen.getByTestId('mint-usable-hap').textContent).toBe(usable)
  })
})
