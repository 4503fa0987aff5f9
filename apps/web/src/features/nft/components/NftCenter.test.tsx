import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { heldAnswer, listAnswer, rankingAnswer, summaryAnswer } from './nftFixtures.ts'
import NftCenter from './NftCenter.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

function serve(overrides: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, FakeAnswer> = {
    '/api/nft/list': ok(listAnswer),
    '/api/nft/summary-info': ok(summaryAnswer),
    '/api/nft/ranking-list': ok(rankingAnswer),
    '/api/nft/hold-buy': ok(heldAnswer('1').list[0]),
    ...overrides,
  }
  return fakeApi((path, call) => (path === '/api/nft/hold-list' ? ok(heldAnswer(new URLSearchParams(call.search).get('status') === '0' ? '0' : '1')) : answers[path]))
}

const render = (at = '/Next/NFTCenter') => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <NftCenter /> }], { initialEntries: [at] })} />)

describe('NftCenter', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the holdings summary, the team boxes opening engbill, the top three and the rest of the ranking', async () => {
    serve()
    render()
    expect((await screen.findByTestId('nft-remain-cp')).textContent).toBe('297')
    expect(screen.getByTestId('nft-today-share').textContent).toBe('0.633')
    expect(screen.getByTestId('nft-max-zone').getAttribute('href')).toBe('/Next/engbill?regionIndex=0')
    expect(screen.getByTestId('nft-other-zones').getAttribute('href')).toBe('/Next/engbill?regionIndex=1')
    expect(screen.getByTestId('nft-max-zone-cp').textContent).toBe('363.5')
    const top = await screen.findAllByTestId('nft-rank-top')
    expect(top.map((place) => place.textContent)).toEqual([expect.stringContaining('900.5'), expect.stringContaining('800.5'), expect.stringContaining('700.5')])
    expect(within(screen.getByTestId('nft-rank-rest')).getAllByRole('listitem')).toHaveLength(2)
  })

  it('lists the NFTs on sale with Buy, or Limit reached at hold_limit', async () => {
    serve()
    render()
    expect((await screen.findByTestId('nft-buy-1')).textContent).toBe('Buy')
    expect(screen.getByTestId('nft-hold-1').textContent).toBe('Held 1 / 5')
    expect(screen.getByTestId('nft-buy-2').textContent).toBe('Limit reached')
    expect(screen.getByTestId('nft-buy-2')).toHaveProperty('disabled', true)
  })

  it('splits the price by pay type in the pay popup, signs NFT Buy with the exact amounts, then shows the success popup', async () => {
    const api = serve()
    render()
    fireEvent.click(await screen.findByTestId('nft-buy-1'))
    const popup = await screen.findByTestId('nft-pay')
    expect(within(popup).getByTestId('nft-pay-amount').textContent).toBe('200 HAP')
    fireEvent.click(within(popup).getByTestId('nft-pay-type-1'))
    // 70 USD in HAP at 0.5; 30 USD in HAPC at 1.4, shown to 3 decimals.
    expect(within(popup).getByTestId('nft-pay-amount').textContent).toBe('140 HAP + 21.428 HAPC')
    fireEvent.click(within(popup).getByTestId('nft-pay-confirm'))
    expect((await screen.findByTestId('nft-success')).textContent).toContain('Purchase successful')
    const message = (signMessage.mock.calls[0] as unknown as [{ message: string }])[0].message
    expect(message.split('\n')[0]).toBe('NFT Buy')
    expect(message).toContain('hapc_amount: 21.428571428571428572')
    expect(api.posts().find((call) => call.path === '/api/nft/hold-buy')?.body).toMatchObject({ nft_id: 1, type: 1, hap_amount: '140', hapc_amount: '21.428571428571428572' })
  })

  it("shows the server's refusal as a toast and keeps the pay popup", async () => {
    serve({ '/api/nft/hold-buy': { code: 409, msg: 'You already hold as many of this NFT as allowed' } })
    render()
    fireEvent.click(await screen.findByTestId('nft-buy-1'))
    fireEvent.click(await screen.findByTestId('nft-pay-confirm'))
    await waitFor(() => expect(getToasts().map((toast) => toast.message)).toContain('You already hold as many of this NFT as allowed'))
    expect(screen.getByTestId('nft-pay')).toBeTruthy()
  })

  it('opens on the holdings tab from user (tab=holding), with producing and exhausted NFTs', async () => {
    serve()
    render('/Next/NFTCenter?tab=holding')
    expect((await screen.findByTestId('nft-held-state')).textContent).toBe('Producing')
    fireEvent.click(screen.getByTestId('nft-tab-ended'))
    await waitFor(() => expect(screen.getByTestId('nft-held-state').textContent).toBe('Exhausted'))
    expect(screen.getByTestId('nft-held-remain').textContent).toBe('0')
  })

  it('shows the empty ranking and a load error with retry', async () => {
    serve({ '/api/nft/ranking-list': ok({ day: null, list: [] }), '/api/nft/summary-info': { code: 500, msg: 'down' } })
    render()
    expect((await screen.findByTestId('nft-ranking-empty')).textContent).toContain('No ranking yet')
    expect((await screen.findByTestId('nft-summary-error')).textContent).toContain('Could not load')
  })
})
