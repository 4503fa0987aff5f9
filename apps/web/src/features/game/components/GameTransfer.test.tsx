import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import GameTransfer from './GameTransfer.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const config = { fee_rate: '0.0333', min_amount: '10', max_amount: '700', status: '1', token: 'HAP' }
const balances = { number: '500.500000000000000001', usable: '1000.123456789012345678', token: 'HAP' }
const record = (id: number, type: '0' | '1', status: '1' | '2' | '3', real_amount: string) => ({ id, created_at: '2026-03-10T08:00:00.000Z', type, amount: '100', real_amount, fee: '3.33', token: 'HAP', status })

function serve({ configAnswer = ok(config), list = ok({ list: [], page: 1, page_size: 10 }), transfer = ok(record(9, '0', '1', '96.67')) }: { configAnswer?: FakeAnswer; list?: FakeAnswer; transfer?: FakeAnswer } = {}) {
  return fakeApi((path) => ({ '/api/game/config': configAnswer, '/api/game/number': ok(balances), '/api/game/transfer/list': list, '/api/game/transfer/in': transfer, '/api/game/transfer/out': transfer })[path])
}

const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <GameTransfer /> }])} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)
const type = (text: string) => fireEvent.change(screen.getByTestId('game-amount'), { target: { value: text } })

describe('GameTransfer', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows both balances by direction, the fee and what is received to 3 decimals, and switches direction', async () => {
    serve()
    render()
    expect((await screen.findByTestId('game-balance-wallet')).textContent).toBe('1,000.123 HAP')
    expect(within(screen.getByTestId('game-from')).getByText('Asset wallet')).toBeTruthy()
    expect(screen.getByTestId('game-balance-game').textContent).toBe('500.5 HAP')
    type('123.456789012345678901')
    expect(screen.getByTestId('game-fee').textContent).toBe('4.111 HAP')
    expect(screen.getByTestId('game-receive').textContent).toBe('119.345 HAP')
    fireEvent.click(screen.getByTestId('game-switch'))
    expect(within(screen.getByTestId('game-from')).getByText('Game balance')).toBeTruthy()
    expect(screen.getByTestId('game-submit').textContent).toBe('Transfer to the asset wallet')
    fireEvent.click(screen.getByTestId('game-max'))
    expect((screen.getByTestId('game-amount') as HTMLInputElement).value).toBe('500.500000000000000001')
  })

  it("blocks status '0' (lang.h175), out of range (lang.h176) and above the balance (lang.h180) before signing anything", async () => {
    const closed = serve({ configAnswer: ok({ ...config, status: '0' }) })
    const first = render()
    await screen.findByTestId('game-amount')
    type('20')
    fireEvent.click(screen.getByTestId('game-submit'))
    expect(toastTexts()).toContain('error: Game transfers are closed')
    first.unmount()
    const server = serve()
    render()
    await screen.findByTestId('game-amount')
    type('9.99')
    fireEvent.click(screen.getByTestId('game-submit'))
    expect(toastTexts()).toContain('error: The amount is outside the minimum and maximum of a transfer')
    fireEvent.click(screen.getByTestId('game-switch'))
    type('600')
    fireEvent.click(screen.getByTestId('game-submit'))
    expect(toastTexts()).toContain('error: Insufficient Balance')
    expect(signMessage).not.toHaveBeenCalled()
    expect([...closed.posts(), ...server.posts()]).toEqual([])
  })

  it('signs Game Transfer In over the amount and posts it; a refusal by the server shows its message', async () => {
    const server = serve()
    render()
    await screen.findByTestId('game-amount')
    type('100')
    fireEvent.click(screen.getByTestId('game-submit'))
    await waitFor(() => expect(toastTexts()).toContain('success: Transfer submitted, it completes in a few seconds'))
    expect(signMessage).toHaveBeenCalledWith({ message: expect.stringMatching(/^Game Transfer In\namount: 100\nNonce: n1\n/) })
    expect(server.posts()).toEqual([expect.objectContaining({ path: '/api/game/transfer/in', body: expect.objectContaining({ amount: '100', nonce: 'n1' }) })])
    serve({ transfer: { code: 409, error: 'game.unavailable', msg: 'The game service cannot be reached right now, please try again later' } as FakeAnswer })
    type('100')
    fireEvent.click(screen.getByTestId('game-submit'))
    await waitFor(() => expect(toastTexts()).toContain('error: The game service cannot be reached right now, please try again later'))
  })

  it('lists the history: type, received amount, and status 3 shown differently; an empty state and an error with retry', async () => {
    serve({ list: ok({ list: [record(2, '1', '3', '100'), record(1, '0', '2', '96.67')], page: 1, page_size: 10 }) })
    const first = render()
    const rows = await screen.findAllByTestId('game-history-row')
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^From the game100 HAP.*Returned$/), expect.stringMatching(/^To the game96.67 HAP.*Done$/)])
    expect(rows[0]!.querySelector('[data-status="3"]')).not.toBeNull()
    first.unmount()
    serve()
    const second = render()
    expect((await screen.findByTestId('game-history-empty')).textContent).toBe('No transfers yet')
    second.unmount()
    serve({ list: { code: 500, msg: 'down' } })
    render()
    expect(await screen.findByTestId('game-history-error')).toBeTruthy()
  })
})
