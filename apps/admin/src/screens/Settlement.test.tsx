import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { dayBefore, Settlement } from './Settlement.tsx'

const run = (day: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  job: 'mint.daily',
  day,
  status,
  users: 3,
  totals: {},
  detail: '',
  attempts: 1,
  config_versions: { mint: 2, settlement: 0 },
  prices: { HAP: '0.5' },
  started_at: '2026-03-12T00:00:05.000Z',
  finished_at: '2026-03-12T00:00:06.000Z',
  ...extra,
})

describe('the settlement screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists runs with the prices and configuration each day used, reruns an underfunded day, and shows a refused day', async () => {
    let rerun = false
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`)
        if (url.startsWith('/api/admin/clock')) return ok({ now: '2026-03-13T08:00:00.000Z', day: '2026-03-13', offset_seconds: 0, movable: true })
        if (url === '/api/admin/settlement/rerun') {
          rerun = true
          return ok(run('2026-03-11', 'done', { totals: { HAP: '1000.000000000000000001' }, attempts: 2 }))
        }
        if (url === '/api/admin/settlement/run') return json(400, { code: 400, msg: 'Settle the days in order: settle 2026-03-11 first', data: null, error: 'settlement.day_out_of_order' })
        const underfunded = run('2026-03-11', 'underfunded', { detail: 'mint_pool needs 1,000 HAP, holds 10 HAP' })
        const list = rerun ? [run('2026-03-11', 'done', { totals: { HAP: '1000.000000000000000001' }, attempts: 2 })] : [underfunded]
        return ok({ list, page: 1, page_size: 20, jobs: ['mint.daily', 'nft.daily'], next_days: { 'mint.daily': '2026-03-11', 'nft.daily': '2026-03-13' } })
      }),
    )
    renderScreen(<Settlement />)
    const row = (await screen.findByText('mint_pool needs 1,000 HAP, holds 10 HAP', {}, slow)).closest('tr')!
    expect(row.textContent).toContain('HAP 0.5 USD')
    expect(row.textContent).toContain('mint v2')
    expect(row.textContent).toContain('Underfunded')

    fireEvent.click(screen.getByRole('button', { name: 'Run again' }))
    expect(await screen.findByText('mint.daily for 2026-03-11 ran again: Done.', {}, slow)).toBeTruthy()
    expect(calls).toContain('POST /api/admin/settlement/rerun {"job":"mint.daily","day":"2026-03-11"}')
    expect((await screen.findByText('1,000.000000000000000001 HAP', {}, slow)).closest('tr')?.textContent).toContain('Done')

    // The run form offers the job's next open day (or the last ended one), and the server's refusal stays beside it.
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-03-11')
    expect(screen.getByText('Next open day of this job: 2026-03-11.')).toBeTruthy()
    fireEvent.change(screen.getAllByLabelText('Job')[0]!, { target: { value: 'nft.daily' } })
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-03-12')
    expect(screen.getByText('This job is settled up to 2026-03-12.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Run the day' }))
    expect(await screen.findByText('Settle the days in order: settle 2026-03-11 first', {}, slow)).toBeTruthy()
  })

  it('offers a waiting day’s missing price to the price form, and shows the fixed price or the refusal beside it', async () => {
    const calls: string[] = []
    let fixed = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`)
        if (url.startsWith('/api/admin/clock')) return ok({ now: '2026-03-25T08:00:00.000Z', day: '2026-03-25', offset_seconds: 0, movable: true })
        if (url === '/api/admin/settlement/day-price') {
          const body = JSON.parse(String(init.body)) as { price: string }
          if (body.price === '1e30') return json(400, { code: 400, msg: 'Enter a price above 0 with at most 8 decimals', data: null, error: 'settlement.price_invalid' })
          fixed = true
          return ok({ day: '2026-03-17', symbol: 'GOC', price: '2.33333333', source: 'operator', recorded_at: '2026-03-25T08:00:01.000Z' })
        }
        const waiting = run('2026-03-17', 'waiting', { job: 'circulation.release', detail: "no GOC price for 2026-03-17: no snapshot of the day, no pair at its last block and no earlier price; an operator enters the day's price (console, Settlement)" })
        return ok({ list: [fixed ? run('2026-03-17', 'done', { job: 'circulation.release', prices: { GOC: '2.33333333' } }) : waiting], page: 1, page_size: 20, jobs: ['circulation.release'], next_days: { 'circulation.release': '2026-03-17' } })
      }),
    )
    renderScreen(<Settlement />)
    fireEvent.click(await screen.findByRole('button', { name: 'Enter its price' }, slow))
    expect((screen.getByLabelText('Day to price') as HTMLInputElement).value).toBe('2026-03-17')
    expect((screen.getByLabelText('Token') as HTMLInputElement).value).toBe('GOC')
    const price = screen.getByLabelText('Price (USD per token)')
    fireEvent.change(price, { target: { value: '1e30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Fix the price' }))
    expect(await screen.findByText('Enter a price above 0 with at most 8 decimals', {}, slow)).toBeTruthy()
    fireEvent.change(price, { target: { value: '2.33333333' } })
    fireEvent.click(screen.getByRole('button', { name: 'Fix the price' }))
    expect(await screen.findByText('GOC on 2026-03-17 fixed at 2.33333333 USD.', {}, slow)).toBeTruthy()
    expect(calls).toContain('POST /api/admin/settlement/day-price {"day":"2026-03-17","symbol":"GOC","price":"2.33333333"}')
    expect((await screen.findByText('GOC 2.33333333 USD', {}, slow)).closest('tr')?.textContent).toContain('Done')
  })

  it('counts days back across months', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28')
  })
})
