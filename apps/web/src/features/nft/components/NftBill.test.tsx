import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { walletAnswer } from './nftFixtures.ts'
import NftBill from './NftBill.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const records = (type: string) => ({
  list: type === '0' ? [{ id: 2, created_at: '2026-03-11T08:00:00.000Z', usable_change: '-3', token: 'HAP' }, { id: 1, created_at: '2026-03-11T00:00:00.000Z', usable_change: '3', token: 'HAP' }] : [],
  page: 1,
  page_size: 10,
})

function serve(overrides: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, FakeAnswer> = { '/api/nft/wallet-info': ok(walletAnswer), '/api/nft/hold-claim': ok({ type: 0, amount: '3', token: 'HAP' }), ...overrides }
  return fakeApi((path, call) => (path === '/api/nft/wallet-record' ? ok(records(new URLSearchParams(call.search).get('type') ?? '0')) : answers[path]))
}

const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <NftBill /> }], { initialEntries: ['/Next/nftbill'] })} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('NftBill', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the static, share and rank boxes with what was claimed', async () => {
    serve()
    render()
    expect((await screen.findByTestId('nft-reward-amount-0')).textContent).toBe('3')
    expect(screen.getByTestId('nft-reward-amount-1').textContent).toBe('0.633')
    expect(screen.getByTestId('nft-reward-claimed-1').textContent).toBe('1.5')
    expect(screen.getByTestId('nft-reward-amount-2').textContent).toBe('0')
    expect(screen.getByTestId('nft-reward-0').textContent).toContain('Static reward')
    expect(screen.getByTestId('nft-reward-2').textContent).toContain('Rank reward')
  })

  it('signs NFT Claim with the box type and toasts the outcome', async () => {
    const api = serve()
    render()
    fireEvent.click(await screen.findByTestId('nft-claim-0'))
    await waitFor(() => expect(toastTexts()).toContain('success: Claimed to your balance'))
    const message = (signMessage.mock.calls[0] as unknown as [{ message: string }])[0].message
    expect(message.split('\n')[0]).toBe('NFT Claim')
    expect(api.posts().find((call) => call.path === '/api/nft/hold-claim')?.body).toMatchObject({ type: 0 })
  })

  it('claims nothing of an empty box: no signature, the no-reward toast (lang.h240)', async () => {
    const api = serve()
    render()
    fireEvent.click(await screen.findByTestId('nft-claim-2'))
    expect(toastTexts()).toContain('error: There is no reward to claim')
    expect(signMessage).not.toHaveBeenCalled()
    expect(api.posts()).toEqual([])
  })

  it('lists the records of the selected type, and an empty state for a type without any', async () => {
    serve()
    render()
    expect((await screen.findAllByTestId('nft-record-change')).map((row) => row.textContent)).toEqual(['−3 HAP', '+3 HAP'])
    fireEvent.click(screen.getByTestId('nft-records-tab-1'))
    expect((await screen.findByTestId('nft-records-1-empty')).textContent).toContain('No records yet')
  })

  it('shows a load error with retry when the balances cannot be read', async () => {
    serve({ '/api/nft/wallet-info': { code: 500, msg: 'down' } })
    render()
    expect((await screen.findByTestId('nft-wallet-error')).textContent).toContain('Could not load')
  })
})
