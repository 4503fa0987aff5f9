import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { order, page } from './cmFixtures.ts'
import OrderPage from './OrderPage.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const render = (url = '/Next/OrderPage') => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <OrderPage /> }], { initialEntries: [url] })} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('OrderPage', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('lists buy orders, or store orders with regionIndex 1, by tab (type = tab index, page size 10)', async () => {
    const server = fakeApi((path, call) => {
      const tab = new URLSearchParams(call.search).get('type')
      if (path === '/api/circulation/order/store-list') return ok(page(tab === '2' ? [order({ status: 2, type: 1, begin_time: '2026-03-10T08:00:00.000Z', end_time: '2026-03-17T08:00:00.000Z' })] : [order()]))
      if (path === '/api/circulation/order/list') return ok(page([]))
      return undefined
    })
    const view = render()
    expect(await screen.findByTestId('cm-orders-0-empty')).toBeTruthy()
    view.unmount()
    render('/Next/OrderPage?regionIndex=1')
    expect((await screen.findByTestId('cm-order-amount')).textContent).toBe('300 · 3 units')
    expect(screen.getByTestId('cm-order-cancel')).toBeTruthy()
    fireEvent.click(screen.getByTestId('cm-order-tab-2'))
    expect((await screen.findByTestId('cm-order-state')).textContent).toBe('Completed')
    expect(screen.queryByTestId('cm-order-cancel')).toBeNull()
    const searches = server.calls.filter((call) => call.path === '/api/circulation/order/store-list').map((call) => call.search)
    expect(searches).toContain('?page=1&page_size=10&type=2')
  })

  it('says a completed buy’s reward is owed while the pool has not paid it, and not once paid', async () => {
    let paid = false
    fakeApi((path) => {
      const completed = order({ type: 0, status: 2, reward_amount: '9.99', reward_owed: !paid, begin_time: '2026-03-10T08:00:00.000Z', end_time: '2026-03-17T08:00:00.000Z' })
      if (path === '/api/circulation/order/list') return ok(page([completed]))
      return undefined
    })
    const view = render()
    fireEvent.click(await screen.findByTestId('cm-order-tab-2'))
    expect((await screen.findByTestId('cm-order-reward-owed')).textContent).toBe('Owed: paid when the reward pool is funded')
    expect(screen.getByTestId('cm-order-reward').textContent).toContain('9.99')
    view.unmount()
    paid = true
    render()
    fireEvent.click(await screen.findByTestId('cm-order-tab-2'))
    expect((await screen.findByTestId('cm-order-reward')).textContent).toBe('9.99')
    expect(screen.queryByTestId('cm-order-reward-owed')).toBeNull()
  })

  it('tells a buyer whose reward was forfeited for want of fuel', async () => {
    fakeApi((path) => (path === '/api/circulation/order/list' ? ok(page([order({ type: 0, status: 2, reward_amount: '0', reward_forfeited: true, begin_time: '2026-03-10T08:00:00.000Z', end_time: '2026-03-17T08:00:00.000Z' })])) : undefined))
    render()
    fireEvent.click(await screen.findByTestId('cm-order-tab-2'))
    expect((await screen.findByTestId('cm-order-reward-forfeited')).textContent).toBe('Forfeited: not enough fuel held at release')
  })

  it('withdraws a queuing order once, signing Circulation Order Cancel, then reloads and toasts', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined
    let cancelled = false
    const server = fakeApi((path) => {
      if (path === '/api/circulation/order/cancel') return new Promise<FakeAnswer>((resolve) => (release = resolve))
      if (path === '/api/circulation/order/store-list') return ok(page(cancelled ? [] : [order()]))
      return undefined
    })
    render('/Next/OrderPage?regionIndex=1')
    const button = await screen.findByTestId('cm-order-cancel')
    fireEvent.click(button)
    fireEvent.click(button)
    const cancels = () => server.posts().filter((call) => call.path === '/api/circulation/order/cancel')
    await waitFor(() => expect(cancels()).toHaveLength(1))
    expect(cancels()[0]?.body).toMatchObject({ type: 1, id: 7 })
    expect(JSON.stringify(signMessage.mock.calls[0])).toContain('Circulation Order Cancel\\ntype: 1\\nid: 7')
    cancelled = true
    release({ code: 200, msg: 'success', data: order({ status: 3 }) })
    expect(await screen.findByTestId('cm-orders-0-empty')).toBeTruthy()
    await waitFor(() => expect(toastTexts()).toContain('success: Order withdrawn'))
  })

  it('toasts a refused withdrawal with the server message', async () => {
    fakeApi((path) => {
      if (path === '/api/circulation/order/cancel') return { code: 409, msg: 'Only a queuing order can be withdrawn' }
      if (path === '/api/circulation/order/store-list') return ok(page([order()]))
      return undefined
    })
    render('/Next/OrderPage?regionIndex=1')
    fireEvent.click(await screen.findByTestId('cm-order-cancel'))
    await waitFor(() => expect(toastTexts()).toContain('error: Only a queuing order can be withdrawn'))
  })
})
