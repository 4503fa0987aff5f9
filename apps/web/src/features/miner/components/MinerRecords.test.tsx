import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { signedInEachTest } from '../../../test/signedIn.tsx'
import { MinerRecords } from './MinerRecords.tsx'

// The first render loads the language and the list: give a busy machine longer than the 1 s default.
const slow = { timeout: 5_000 }
const record = (id: number, change: string) => ({ id, created_at: '2026-03-10T08:00:00.000Z', usable_change: change, behavior: 41, type_txt: 'Direct invitee bonus', level: 1 })

/** A server whose record list answers `records(level)`, or fails while `failing` is set; records what it was asked. */
function server(records: (level: number) => unknown[], state = { failing: false }) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://local')
      if (pathname === '/api/airdrop/summary') return Response.json({ code: 200, msg: 'success', data: { usable: '0', dr_num: 0, get_amount: '0', token: 'HAPC' } })
      asked.push(`${pathname}?${searchParams}`)
      if (state.failing) return Response.json({ code: 500, msg: 'down', data: null }, { status: 500 })
      const level = Number(searchParams.get('level'))
      return Response.json({ code: 200, msg: 'success', data: { list: records(level), page: Number(searchParams.get('page')), page_size: 10 } })
    }),
  )
  return asked
}

function renderRecords() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MinerRecords />
    </QueryClientProvider>,
  )
}

describe('MinerRecords', () => {
  signedInEachTest()

  it('lists level 1 bonuses with their amount and token, then level 2 on its tab (spec 3: page, page_size, level)', async () => {
    const asked = server((level) => (level === 1 ? [record(2, '15'), record(1, '7.5')] : []))
    renderRecords()
    const rows = await screen.findAllByTestId('miner-records-1-row', {}, slow)
    expect(rows.map((row) => [row.querySelector('.miner-record-type')?.textContent, row.querySelector('[data-testid="miner-record-change"]')?.textContent])).toEqual([
      ['Direct invitee bonus', '+15 HAPC'],
      ['Direct invitee bonus', '+7.5 HAPC'],
    ])
    expect(screen.getByTestId('miner-records-1').nextElementSibling?.textContent).toBe('No more records')
    fireEvent.click(screen.getByTestId('miner-records-tab-2'))
    expect((await screen.findByTestId('miner-records-2-empty', {}, slow)).textContent).toBe('No bonus records yet')
    expect(asked).toEqual(['/api/miner/wallet/record-list?level=1&page=1&page_size=10', '/api/miner/wallet/record-list?level=2&page=1&page_size=10'])
  })

  it('says the list could not load, and loads it on retry', async () => {
    const state = { failing: true }
    server(() => [record(1, '3')], state)
    renderRecords()
    const failed = await screen.findByTestId('miner-records-1-error', {}, slow)
    expect(failed.textContent).toContain('Could not load this, please try again')
    state.failing = false
    fireEvent.click(failed.querySelector('button')!)
    expect((await screen.findAllByTestId('miner-records-1-row', {}, slow)).length).toBe(1)
  })
})
