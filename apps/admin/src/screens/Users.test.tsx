import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Users } from './Users.tsx'

const user = {
  id: 4,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  created_at: '2026-11-27T10:00:00.000Z',
  parent_address: '0xCFf4Bc0000000000000000000000000000002C21',
  directs: 2,
  team_size: 7,
  team_level: 0,
  balances: [{ token: 'USDT', token_id: 2, usable: '1234.5', frozen: '0.000000000000000001' }],
}

describe('the users screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('searches on the server, shows team and balances, sets a partner level and opens the bills', async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`)
        if (init.method === 'POST') return ok({ address: user.address, team_level: 1 })
        if (url.startsWith('/api/admin/users/bills')) return ok({ list: [{ id: 1, token: 'USDT', behavior: 1, type: 0, amount: '1234.5', usable_change: '1234.5', counterparty: '', tx_hash: '', created_at: '2026-11-27T10:00:00.000Z' }], total: 1, page: 1, page_size: 50 })
        return ok({ list: [user], total: 1, page: 1, page_size: 20 })
      }),
    )
    renderScreen(<Users />)
    const row = (await screen.findByText('2 direct, 7 in all', {}, slow)).closest('tr')!
    expect(row.textContent).toContain('1,234.5 USDT')
    expect(row.textContent).toContain('+ 0.000000000000000001 USDT frozen')
    fireEvent.change(screen.getByLabelText('Address or part of it'), { target: { value: '70997970' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await vi.waitFor(() => expect(calls).toContain('GET /api/admin/users/list?address=70997970&page=1&page_size=20'), slow)
    fireEvent.change(await screen.findByLabelText(`Partner level of ${user.address}`, {}, slow), { target: { value: '1' } })
    expect(await screen.findByText(`${user.address} is now: Partner.`, {}, slow)).toBeTruthy()
    expect(calls).toContain(`POST /api/admin/partner/level {"address":"${user.address}","team_level":1}`)
    fireEvent.click(screen.getByRole('button', { name: 'Bills' }))
    expect(await screen.findByText('Bills of 0x709979…79C8 (1)', {}, slow)).toBeTruthy()
  })
})
