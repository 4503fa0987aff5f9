import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Ledger } from './Ledger.tsx'

const totals = { token_id: 2, token: 'USDT', entries: '0', users: '2999.25', fees: '50.0025', held: '0', programmes: '0', operator_funding: '0', custody: '-3049.2525', on_chain_net: '3049.2525' }

describe('the ledger check screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the verdict and the totals in tokens, and each problem when checked again', async () => {
    let checks = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        checks++
        return checks === 1
          ? ok({ ok: true, problems: [], checked_at: '2026-11-27T10:00:00.000Z', tokens: [totals] })
          : ok({ ok: false, problems: ['token 2: custody 3049.2525 ≠ deposits − payouts 3000'], checked_at: '2026-11-27T10:01:00.000Z', tokens: [totals] })
      }),
    )
    renderScreen(<Ledger />)
    expect(await screen.findByText('The ledger holds for every token.', {}, slow)).toBeTruthy()
    const row = screen.getByText('2,999.25 USDT').closest('tr')
    expect(row?.textContent).toContain('-3,049.2525 USDT')
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByText('The ledger is broken: 1 problem(s).', {}, slow)).toBeTruthy()
    expect(screen.getByText('token 2: custody 3049.2525 ≠ deposits − payouts 3000')).toBeTruthy()
  })
})
