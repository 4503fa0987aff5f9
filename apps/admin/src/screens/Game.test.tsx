import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Game } from './Game.tsx'

const transfer = (id: number, status: 'pending' | 'confirmed' | 'reversed', extra: Record<string, unknown> = {}) => ({
  id,
  address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  token: 'HAP',
  direction: 'in',
  amount: '13.131313131313131313',
  fee: '0.437272727272727273',
  real_amount: '12.69404040404040404',
  status,
  settled_by: null,
  reason: null,
  created_at: '2026-03-13T08:00:00.000Z',
  settled_at: null,
  ...extra,
})

describe('the game transfers screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists pending transfers with the count of each status, reconciles them and shows the outcome', async () => {
    const calls: string[] = []
    let reconciled = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`)
        if (url === '/api/admin/game/reconcile') {
          reconciled = true
          return ok({ confirmed: 0, reversed: 1, unreachable: 1 })
        }
        const status = new URL(url, 'http://console').searchParams.get('status')
        const counts = reconciled ? { pending: 1, confirmed: 4, reversed: 1 } : { pending: 2, confirmed: 4, reversed: 0 }
        const pending = [transfer(7, 'pending'), transfer(8, 'pending', { direction: 'out', amount: '7.070707070707070707' })]
        const list = status === 'reversed' ? [transfer(7, 'reversed', { settled_by: 'reconciliation', reason: 'reconciled: voided', settled_at: '2026-03-13T09:00:00.000Z' })] : reconciled ? pending.slice(1) : pending
        return ok({ list, total: list.length, counts, page: 1, page_size: 20 })
      }),
    )
    renderScreen(<Game />)
    const first = (await screen.findByText('13.131313131313131313 HAP', {}, slow)).closest('tr')!
    expect(first.textContent).toContain('Into the game')
    expect(first.textContent).toContain('0.437272727272727273 HAP')
    expect(screen.getByText('7.070707070707070707 HAP').closest('tr')?.textContent).toContain('Out of the game')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending (2)', 'Confirmed (4)', 'Given back (0)'])
    const listed = new URL(calls[0]!.replace('GET ', ''), 'http://console')
    expect([listed.pathname, listed.searchParams.get('status'), listed.searchParams.get('page_size')]).toEqual(['/api/admin/game/transfers', 'pending', '20'])

    fireEvent.click(screen.getByRole('button', { name: 'Reconcile now' }))
    expect(await screen.findByText('Reconciled: 0 confirmed, 1 given back, 1 without an answer.', {}, slow)).toBeTruthy()
    expect(calls).toContain('POST /api/admin/game/reconcile')
    await vi.waitFor(() => expect(screen.queryByText('13.131313131313131313 HAP')).toBeNull(), slow)

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'reversed' } })
    const reversed = (await screen.findByText('reconciled: voided', {}, slow)).closest('tr')!
    expect(reversed.textContent).toContain('Given back')
    expect(reversed.textContent).toContain('by reconciliation')
  })

  it('shows the server refusing a reconciliation, and an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/game/reconcile' ? json(400, { code: 400, msg: 'The game service is not configured', data: null, error: 'game.unavailable' }) : ok({ list: [], total: 0, counts: { pending: 0, confirmed: 0, reversed: 0 }, page: 1, page_size: 20 }),
      ),
    )
    renderScreen(<Game />)
    expect(await screen.findByText('Nothing here.', {}, slow)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reconcile now' }))
    expect((await screen.findByText('The game service is not configured', {}, slow)).getAttribute('role')).toBe('alert')
  })
})
