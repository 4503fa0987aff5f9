import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Clock } from './Clock.tsx'

const clock = (day: string, offset: number, movable = true) => ({ now: `${day}T08:00:00.000Z`, day, offset_seconds: offset, movable })

describe('the clock screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('moves the devnet clock by a preset or a number of seconds, refusing one that is not whole beside its field', async () => {
    const posts: string[] = []
    let offset = 3600
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push(`${url} ${String(init.body)}`)
          offset += (JSON.parse(String(init.body)) as { seconds: number }).seconds
          return ok(clock('2026-03-14', offset))
        }
        return ok(clock(offset > 3600 ? '2026-03-14' : '2026-03-13', offset))
      }),
    )
    renderScreen(<Clock />)
    expect(await screen.findByText('2026-03-13', {}, slow)).toBeTruthy()
    expect(screen.getByText('0 d 1 h (3600 s)')).toBeTruthy()

    // A preset fills the field and moves nothing; the one move is the confirmed submit.
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    fireEvent.click(screen.getByRole('button', { name: '+7 days' }))
    fireEvent.click(screen.getByRole('button', { name: '+1 day' }))
    expect((screen.getByLabelText('Seconds') as HTMLInputElement).value).toBe('86400')
    expect(posts).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Move the clock' }))
    expect(confirm).toHaveBeenCalledWith('Move the clock forward by 1 d 0 h (86400 s)? It never goes back, and every day that ends is settled.')
    expect(posts).toEqual([])
    confirm.mockReturnValue(true)
    fireEvent.click(screen.getByRole('button', { name: 'Move the clock' }))
    expect(await screen.findByText(/^Clock moved: now .+, settlement day 2026-03-14\.$/, {}, slow)).toBeTruthy()
    expect(posts).toEqual(['/api/admin/clock/advance {"seconds":86400}'])
    expect(await screen.findByText('1 d 1 h (90000 s)', {}, slow)).toBeTruthy()
    // Emptied after the move: pressing the button again moves nothing a second time.
    expect((screen.getByLabelText('Seconds') as HTMLInputElement).value).toBe('')

    fireEvent.change(screen.getByLabelText('Seconds'), { target: { value: '1.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move the clock' }))
    expect((await screen.findByText(/^seconds: /, {}, slow)).id).toBe('advance-seconds-error')
    expect(posts).toHaveLength(1)

    // Past the schema's 400 days: refused by the endpoint's schema before anything is sent.
    fireEvent.change(screen.getByLabelText('Seconds'), { target: { value: '99999999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move the clock' }))
    expect(await screen.findByText(/^seconds: Too big/, {}, slow)).toBeTruthy()
    expect(posts).toHaveLength(1)
  })

  it('offers no move when the server is not the devnet, and shows the server refusing one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok(clock('2026-03-13', 0, false))))
    renderScreen(<Clock />)
    expect(await screen.findByText("This server's clock follows real time (it is not the devnet): it cannot be moved.", {}, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Move the clock' })).toBeNull()
    cleanup()

    // Movable when read, fixed when asked (a restart in between): the server's message, nothing moved.
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => (init.method === 'POST' ? json(400, { code: 400, msg: 'The clock can only be moved on the devnet', data: null, error: 'clock.fixed' }) : ok(clock('2026-03-13', 0)))))
    renderScreen(<Clock />)
    vi.stubGlobal('confirm', () => true)
    fireEvent.click(await screen.findByRole('button', { name: '+1 hour' }, slow))
    fireEvent.click(screen.getByRole('button', { name: 'Move the clock' }))
    expect((await screen.findByText('The clock can only be moved on the devnet', {}, slow)).getAttribute('role')).toBe('alert')
  })

  it('says why the clock could not be read, and reads it again', async () => {
    let fail = true
    vi.stubGlobal('fetch', vi.fn(async () => (fail ? json(403, { code: 403, msg: 'Not an operator', data: null, error: 'auth.not_operator' }) : ok(clock('2026-03-13', 0)))))
    renderScreen(<Clock />)
    expect(await screen.findByText('Could not load: Not an operator', {}, slow)).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('2026-03-13', {}, slow)).toBeTruthy()
  })
})
