import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import CirculationIndex from './CirculationIndex.tsx'
import { asset, configWith, order, page, userInfo } from './cmFixtures.ts'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

function serve(config: FakeAnswer = ok(configWith()), publish: FakeAnswer = ok(order())) {
  return fakeApi((path) =>
    ({
      '/api/circulation/config': config,
      '/api/circulation/user-info': ok(userInfo),
      '/api/circulation/wallet/asset': ok(asset),
      '/api/circulation/order/buy-zone': ok(page([])),
      '/api/circulation/order/sell-zone': ok(page([{ id: 1, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', token_unit: 3, amount: '300', created_at: '2026-03-10T08:00:00.000Z' }])),
      '/api/circulation/order/publish': publish,
    })[path],
  )
}

const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <CirculationIndex /> }])} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('CirculationIndex', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the totals, the account figures, the warehouses and the zones', async () => {
    serve()
    render()
    expect((await screen.findByTestId('cm-total-matched')).textContent).toBe('1,234.567 HAP')
    expect((await screen.findByTestId('cm-freeze-buy')).textContent).toBe('400 HAP')
    expect(screen.getByTestId('cm-team-valid').textContent).toBe('5')
    expect(screen.getByTestId('cm-warehouses').textContent).toContain('9.99')
    expect(await screen.findByTestId('cm-zone-0-empty')).toBeTruthy()
    fireEvent.click(screen.getByTestId('cm-zone-tab-1'))
    expect((await screen.findByTestId('cm-zone-amount')).textContent).toBe('300 HAP')
  })

  it("blocks with the spec's keys: closed h328, ended h329, cannot buy h330, cannot sell h331", async () => {
    const cases = [
      [{ status: '0' }, 'cm-buy-100', 'error: The circulation market is closed'],
      [{ status: '2' }, 'cm-sell-100', 'error: This issue has ended'],
      [{ can_buy: false }, 'cm-buy-100', 'error: You cannot buy now'],
      [{ can_sell: false }, 'cm-sell-300', 'error: You cannot sell now'],
    ] as const
    for (const [patch, button, toast] of cases) {
      serve(ok(configWith(patch)))
      const view = render()
      fireEvent.click(await screen.findByTestId(button))
      expect(toastTexts()).toContain(toast)
      expect(screen.queryByTestId('cm-publish')).toBeNull()
      view.unmount()
    }
    expect(signMessage).not.toHaveBeenCalled()
  })

  it('publishes a buy: shows the reservation and the reward, signs Circulation Order Publish, one at a time', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined
    const server = fakeApi((path) => {
      if (path === '/api/circulation/order/publish') return new Promise<FakeAnswer>((resolve) => (release = resolve))
      return { '/api/circulation/config': ok(configWith()), '/api/circulation/user-info': ok(userInfo), '/api/circulation/wallet/asset': ok(asset), '/api/circulation/order/buy-zone': ok(page([])), '/api/circulation/order/sell-zone': ok(page([])) }[path]
    })
    render()
    fireEvent.click(await screen.findByTestId('cm-buy-300'))
    expect((await screen.findByTestId('cm-publish-reserved')).textContent).toBe('111 USDT')
    expect(screen.getByTestId('cm-publish-reward').textContent).toBe('9.99 HAP')
    // The server's fuel for the amount, to 6 decimals as balances show it.
    expect(screen.getByTestId('cm-publish-fuel').textContent).toBe('0.214071 GOC')
    fireEvent.click(screen.getByTestId('cm-amount-100'))
    expect(screen.getByTestId('cm-publish-reserved').textContent).toBe('37 USDT')
    expect(screen.getByTestId('cm-publish-fuel').textContent).toBe('0.071357 GOC')
    fireEvent.click(screen.getByTestId('cm-publish-confirm'))
    fireEvent.click(screen.getByTestId('cm-publish-confirm'))
    const publishes = () => server.posts().filter((call) => call.path === '/api/circulation/order/publish')
    await waitFor(() => expect(publishes()).toHaveLength(1))
    expect(publishes()[0]?.body).toMatchObject({ type: 0, amount: '100', nonce: 'n1' })
    expect(JSON.stringify(signMessage.mock.calls[0])).toContain('Circulation Order Publish\\ntype: 0\\namount: 100')
    release(ok(order({ type: 0, token_unit: 1, amount: '100', pay_amount: '37' })))
    expect(await screen.findByTestId('cm-success')).toBeTruthy()
    expect(signMessage).toHaveBeenCalledTimes(1)
  })

  it('says the fuel is not known yet while a price is missing', async () => {
    fakeApi((path) => ({ '/api/circulation/config': ok(configWith({ fuel_due: null })), '/api/circulation/user-info': ok(userInfo), '/api/circulation/wallet/asset': ok(asset), '/api/circulation/order/buy-zone': ok(page([])), '/api/circulation/order/sell-zone': ok(page([])) })[path])
    render()
    fireEvent.click(await screen.findByTestId('cm-buy-300'))
    expect((await screen.findByTestId('cm-publish-fuel')).textContent).toBe('Not known yet')
  })

  it('shows an error with a retry when the configuration cannot load', async () => {
    serve({ code: 500, msg: 'down' })
    render()
    expect(await screen.findByTestId('cm-config-error')).toBeTruthy()
  })
})
