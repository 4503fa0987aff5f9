import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
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
      vi.fn(async (url: string) => {
        if (String(url).includes('/admin/workers')) return ok({ list: [], cursors: [] })
        if (String(url).includes('/admin/solvency')) return ok({ checked_at: '2026-11-27T10:00:00.000Z', tokens: [], error: null })
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

  it('lists failing workers first, with since when and why, and where each chain reader resumes', async () => {
    const passing = { name: 'withdrawal payer', failures: 0, failing_since: null, last_error: null, last_ok_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' }
    const failing = { name: 'deposit watcher', failures: 7, failing_since: '2026-11-27T09:58:00.000Z', last_error: 'the deposit watcher stopped at block 812: HTTP request failed. Status: 429', last_ok_at: '2026-11-27T09:57:58.000Z', updated_at: '2026-11-27T10:00:00.000Z' }
    let workers: unknown = undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).includes('/admin/solvency')) return ok({ checked_at: '2026-11-27T10:00:00.000Z', tokens: [], error: null })
        if (!String(url).includes('/admin/workers')) return ok({ ok: true, problems: [], checked_at: '2026-11-27T10:00:00.000Z', tokens: [totals] })
        return workers === undefined ? json(500, { code: 500, msg: 'down' }) : ok(workers)
      }),
    )
    renderScreen(<Ledger />)
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeTruthy()
    workers = { list: [passing, failing], cursors: [{ name: 'deposit_watcher', next_block: '812' }] }
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('deposit_watcher reads block 812 next', {}, slow)).toBeTruthy()
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '').filter((text) => text.includes('watcher') || text.includes('payer'))
    expect(rows[0]).toContain('Failing (7 passes in a row)')
    expect(rows[0]).toContain('stopped at block 812')
    expect(rows[1]).toContain('Passing')
  })

  it('shows a shortfall per token against the chain, and a node it could not read', async () => {
    let read = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).includes('/admin/workers')) return ok({ list: [], cursors: [] })
        if (!String(url).includes('/admin/solvency')) return ok({ ok: true, problems: [], checked_at: '2026-11-27T10:00:00.000Z', tokens: [totals] })
        read++
        return read === 1
          ? ok({ checked_at: '2026-11-27T10:00:00.000Z', tokens: [{ token_id: 2, token: 'USDT', owed: '3049.2525', on_chain: '3000.0025', in_flight: '40', shortfall: '9.25' }], error: null })
          : ok({ checked_at: '2026-11-27T10:01:00.000Z', tokens: null, error: 'HTTP request failed. Status: 429' })
      }),
    )
    renderScreen(<Ledger />)
    expect(await screen.findByText('Custody is short in USDT: the payer signs nothing new until it is covered.', {}, slow)).toBeTruthy()
    const row = screen.getByText('3,000.0025 USDT').closest('tr')
    expect(row?.textContent).toContain('9.25 USDT')
    fireEvent.click(screen.getByRole('button', { name: 'Check the chain again' }))
    expect(await screen.findByText('The chain could not be read: HTTP request failed. Status: 429', {}, slow)).toBeTruthy()
  })
})
