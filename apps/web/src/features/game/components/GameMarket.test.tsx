import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../../../test/signedIn.tsx'
import GameMarket from './GameMarket.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const quote = (symbol: string, price_usd: string) => ({ token_key: symbol, symbol, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', logo: '', price_usd, change_24h: null })
const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <GameMarket /> }])} />)

describe('GameMarket', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the two token prices and the ecology links of the spec', async () => {
    fakeApi((path) => ({ '/api/token/quote': ok({ list: [quote('USDT', '1'), quote('HAP', '0.512345'), quote('BtPi', '2')] }) })[path])
    render()
    expect((await screen.findByTestId('game-price-HAP')).textContent).toBe('$0.5123')
    expect(screen.getByTestId('game-price-BtPi').textContent).toBe('$2')
    expect(screen.queryByTestId('game-price-USDT')).toBeNull()
    expect(['Swap', 'earn', 'NFTCenter', 'iso', 'Invitation'].map((route) => screen.getByTestId(`game-ecology-${route}`).getAttribute('href'))).toEqual(['/Swap', '/iso', '/Next/NFTCenter', '/earn', '/Invitation'])
  })

  it('signs Game Encrypt Address and opens the game link with the token', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const server = fakeApi((path) => ({ '/api/token/quote': ok({ list: [] }), '/api/game/encrypt-address': ok({ token: 't.k', url: 'http://game.test/game?token_value=t.k', expires_at: '2026-03-10T08:05:00.000Z' }) })[path])
    render()
    expect(await screen.findByText('No prices yet')).toBeTruthy()
    fireEvent.click(screen.getByTestId('game-enter'))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://game.test/game?token_value=t.k'))
    expect(signMessage).toHaveBeenCalledWith({ message: expect.stringMatching(/^Game Encrypt Address\nNonce: n1\n/) })
    expect(server.posts().map((call) => call.path)).toEqual(['/api/game/encrypt-address'])
  })

  it('shows an error with retry when the prices do not load', async () => {
    fakeApi(() => ({ code: 500, msg: 'down' }))
    render()
    expect(await screen.findByTestId('game-prices-error')).toBeTruthy()
  })
})
