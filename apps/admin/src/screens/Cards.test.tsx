import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Cards } from './Cards.tsx'

const row = (userId: number, star: number, personal: string, holds: boolean) => ({
  user_id: userId,
  address: `0x70997970C51812dc3A010C7d01b50e0d17dc7${String(userId).padStart(3, '0')}`,
  star,
  personal_liquidity: personal,
  team_liquidity: '1234567.000000000000000001',
  holds_card: holds,
  card_since: holds ? '2026-11-20' : null,
})

describe('the equity cards screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists the day’s stars and cards, and asks the server to filter by star and sort by personal liquidity', async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url)
        return ok({ day: '2026-11-26', list: [row(7, 4, '2000000.5', true), row(8, 1, '1000', false)], page: 1, page_size: 20, total: 2, max_cards: 1680, cards_held: 1 })
      }),
    )
    renderScreen(<Cards />)
    const held = (await screen.findByText('Held since 2026-11-20', {}, slow)).closest('tr')!
    expect(held.textContent).toContain('4-star')
    expect(held.textContent).toContain('2,000,000.5 USD')
    expect(held.textContent).toContain('1,234,567.000000000000000001 USD')
    expect(screen.getByText('No card').closest('tr')!.textContent).toContain('1-star')
    expect(screen.getByText('1 of 1,680 cards held')).toBeTruthy()
    expect(screen.getByText('2 users with liquidity')).toBeTruthy()
    expect(calls[0]).toBe('/api/admin/cards?page=1&page_size=20&sort=star&order=desc')
    fireEvent.change(screen.getByLabelText('Star'), { target: { value: '4' } })
    await vi.waitFor(() => expect(calls).toContain('/api/admin/cards?page=1&page_size=20&sort=star&order=desc&star=4'), slow)
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'personal' } })
    await vi.waitFor(() => expect(calls).toContain('/api/admin/cards?page=1&page_size=20&sort=personal&order=desc&star=4'), slow)
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } })
    await vi.waitFor(() => expect(calls).toContain('/api/admin/cards?page=1&page_size=20&sort=personal&order=asc&star=4'), slow)
  })

  it('shows the server’s refusal with a retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 403, msg: 'not an operator' }), { status: 403 })))
    renderScreen(<Cards />)
    expect(await screen.findByText(/not an operator/, {}, slow)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
