import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { PayerPanel } from './PayerPanel.tsx'

const hot = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const view = (paused: boolean) => ({
  address: hot,
  signing: !paused,
  operator_paused: paused,
  operator_paused_by: paused ? '0x90F79bf6EB2c4f870365E785982E1f101E93b906' : null,
  env_paused: false,
  paused_reason: null,
  shortfall: null,
  tokens: [
    { token_id: 2, token: 'USDT', pending: '1234.000000000000000007', hot_balance: '1000.5', float_short: '233.500000000000000007', ceiling: '0', excess: '0' },
    { token_id: 1, token: 'HAP', pending: '0', hot_balance: null, float_short: null, ceiling: '50000', excess: null },
    { token_id: 3, token: 'BtPi', pending: '10', hot_balance: '70000.25', float_short: '0', ceiling: '50000', excess: '19990.25' },
  ],
})

describe('the payer panel', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows why the payer is paused and the hot wallet against what waits, and resumes it', async () => {
    let paused = true
    const posted: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/admin/payer/pause')) {
          posted.push(JSON.parse(String(init?.body)))
          paused = false
        }
        return ok(view(paused))
      }),
    )
    renderScreen(<PayerPanel />)
    expect((await screen.findByText('Not signing new payouts:', {}, slow)).closest('p')?.textContent).toContain('paused by the operator 0x90F79bf6EB2c4f870365E785982E1f101E93b906')
    const usdt = screen.getByText('1,234.000000000000000007 USDT').closest('tr')
    expect(usdt?.textContent).toContain('1,000.5 USDT')
    // What the hot wallet lacks for the queue stands out; a token over its ceiling shows what to move to cold storage.
    expect(screen.getByText('233.500000000000000007 USDT').className).toContain('error')
    expect(usdt?.textContent).toContain('no ceiling set')
    const btpi = screen.getByText('19,990.25 BtPi').closest('tr')
    expect(btpi?.textContent).toContain('ceiling 50,000 BtPi')
    expect(screen.getAllByText('unknown (node not read)')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Resume payouts' }))
    expect(await screen.findByText('Payouts resume.', {}, slow)).toBeTruthy()
    expect(posted).toEqual([{ paused: false }])
    expect(await screen.findByText('Signing payouts.', {}, slow)).toBeTruthy()
  })

  it('asks before pausing, and pauses nothing when the operator cancels', async () => {
    const posted: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/admin/payer/pause')) posted.push(JSON.parse(String(init?.body)))
        return ok(view(posted.length > 0))
      }),
    )
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    renderScreen(<PayerPanel />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pause payouts' }, slow))
    expect(confirm).toHaveBeenCalledOnce()
    expect(posted).toEqual([])
    confirm.mockReturnValue(true)
    fireEvent.click(screen.getByRole('button', { name: 'Pause payouts' }))
    expect(await screen.findByText('Payouts are paused.', {}, slow)).toBeTruthy()
    expect(posted).toEqual([{ paused: true }])
  })
})
