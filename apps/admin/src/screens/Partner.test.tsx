import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Partner, roundState } from './Partner.tsx'

/** The configured rules /partner/configs states beside the rounds (the console shows the rounds). */
const rules = { referral_rate: '0.2', genesis_referral_rate: '0.3', team_rate: '0.1', genesis_directs: 5, airdrop_token: 'HAPC', daily_airdrop: '10', phases: [{ seats: 30, seat_airdrop: '16' }] }

const round = (id: number, phase: number, begin: string, end: string, recruited = 0, max = 30) => ({ id, phase, begin_time: begin, end_time: end, pay_amount: '1000.000000000000000001', pay_token: 'USDT', max_recruit: max, recruited, can_buy: true })
const now = '2026-03-13T08:00:00.000Z'
const rounds = [round(1, 1, '2026-03-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z', 12), round(2, 2, '2026-04-01T00:00:00.000Z', '2026-04-30T00:00:00.000Z'), round(3, 1, '2026-02-01T00:00:00.000Z', '2026-02-28T00:00:00.000Z')]

describe('the partner screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists the rounds with their state, opens one with one key for a retry, and shows a refused field beside it', async () => {
    const posts: Array<Record<string, unknown>> = []
    let created = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/partner/configs') return ok({ status: '1', team_level: 0, bought: false, now, rules, list: created ? [...rounds, round(4, 3, '2026-03-13T08:00:00.000Z', '2026-04-12T08:00:00.000Z', 0, 5)] : rounds })
        if (url === '/api/partner/vote/info') return ok(null)
        if (url === '/api/partner/vote/summary') return ok({ agree: 0, disagree: 0 })
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        posts.push(body)
        if (posts.length === 1) return json(400, { code: 400, msg: 'There is no such phase in the configuration', data: null, error: 'partner.phase_unknown' })
        created = true
        return ok({ ...round(4, 3, String(body.begin_time), String(body.end_time), 0, 5), pay_amount: '99.5', can_buy: false })
      }),
    )
    renderScreen(<Partner />)
    const selling = (await screen.findByText('12 of 30 sold', {}, slow)).closest('tr')!
    expect(selling.textContent).toContain('1,000.000000000000000001 USDT')
    expect(within(selling).getByText('Selling')).toBeTruthy()
    expect(screen.getByText('No vote has been published.')).toBeTruthy()
    const states = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('.badge')?.textContent)
    expect(states).toEqual(['Selling', 'Upcoming', 'Ended'])

    const form = screen.getByRole('form', { name: 'Open a round' })
    fireEvent.change(within(form).getByLabelText('Phase'), { target: { value: 'first' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Open the round' }))
    expect((await within(form).findByText(/^phase: /, {}, slow)).id).toBe('round-phase-error')
    expect(posts).toEqual([])

    fireEvent.change(within(form).getByLabelText('Phase'), { target: { value: '3' } })
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '5' } })
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '99.5' } })
    fireEvent.change(within(form).getByLabelText('Begins'), { target: { value: '2026-03-13T09:00' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Open the round' }))
    expect(await within(form).findByText('There is no such phase in the configuration', {}, slow)).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Open the round' }))
    expect(await within(form).findByText('Round 4 of phase 3 opened: 5 seats at 99.5 USDT.', {}, slow)).toBeTruthy()
    // The retry after a refusal carried the same key: the server opens one round for both.
    expect(posts).toHaveLength(2)
    expect(posts[0]!.idempotency_key).toBe(posts[1]!.idempotency_key)
    expect(posts[1]).toMatchObject({ phase: 3, max_recruit: 5, pay_amount: '99.5', begin_time: new Date('2026-03-13T09:00').toISOString() })
    expect(await screen.findByText('0 of 5 sold', {}, slow)).toBeTruthy()
  })

  it('previews a vote sanitised as partners see it, publishes it and shows it with its counts', async () => {
    const posts: Array<Record<string, unknown>> = []
    const vote = { id: 7, title: 'Open phase 2 early?', content: '<p>Say <b>yes</b></p><img src=x onerror="window.__pwned=1">', begin_time: now, end_time: '2026-03-20T08:00:00.000Z' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/partner/configs') return ok({ status: '0', team_level: 0, bought: false, now, rules, list: [] })
        if (url === '/api/partner/vote/info') return ok(posts.length > 0 ? vote : null)
        if (url === '/api/partner/vote/summary') return ok({ agree: 3, disagree: 1 })
        posts.push(JSON.parse(String(init.body)) as Record<string, unknown>)
        return ok(vote)
      }),
    )
    renderScreen(<Partner />)
    expect(await screen.findByText('Programme closed', {}, slow)).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Publish a vote' })
    fireEvent.click(within(form).getByRole('button', { name: 'Publish the vote' }))
    expect((await within(form).findByText(/^title: /, {}, slow)).id).toBe('vote-title-error')
    expect(posts).toEqual([])

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: vote.title } })
    fireEvent.change(within(form).getByLabelText('Content (HTML)'), { target: { value: vote.content } })
    const preview = screen.getByTestId('vote-preview')
    expect(preview.textContent).toBe('Say yes')
    expect(preview.innerHTML).not.toMatch(/onerror/)
    fireEvent.click(within(form).getByRole('button', { name: 'Publish the vote' }))
    expect(await screen.findByText('Vote 7 published: Open phase 2 early?', {}, slow)).toBeTruthy()
    expect(posts[0]).toMatchObject({ title: vote.title, content: vote.content })
    expect(String(posts[0]!.idempotency_key)).toMatch(/^console-[0-9a-f]{24}$/)
    expect(await screen.findByText('Current vote 7: Open phase 2 early?', {}, slow)).toBeTruthy()
    expect(await screen.findByText('Agree 3 · Disagree 1', {}, slow)).toBeTruthy()
  })

  it('names a round upcoming, selling, full or ended at the server time', () => {
    const r = round(1, 1, '2026-03-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z', 30, 30)
    expect(roundState(r, '2026-02-28T23:59:59.999Z')).toBe('upcoming')
    expect(roundState(r, now)).toBe('full')
    expect(roundState({ ...r, recruited: 29 }, now)).toBe('open')
    expect(roundState(r, '2026-03-31T00:00:00.000Z')).toBe('ended')
  })
})
