import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { i18n } from '../../../i18n/i18n.ts'
import { activateAccount } from '../../../lib/session.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { configWith, discounts, receiver, summary } from './memberFixtures.ts'
import RecruitMember from './RecruitMember.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

interface Server {
  config?: FakeAnswer
  summaryAnswer?: FakeAnswer
  join?: FakeAnswer
  entryMark?: FakeAnswer
}

function serve({ config = ok(configWith()), summaryAnswer = ok(summary), join = ok({ pay_type: 0, pay_amount: '28.333333333333333334', pay_token: 'USDT', discount: '0.15' }), entryMark = join }: Server = {}) {
  // fakeApi records paths without the query: the discount's pay_type is read from the URL here.
  let payType: 0 | 1 = 0
  const server = fakeApi((path) => {
    if (path === '/api/sm/discount') return ok(discounts[payType])
    return { '/api/sm/config': config, '/api/sm/summary': summaryAnswer, '/api/sm/join': join, '/api/sm/entry-mark': entryMark }[path]
  })
  const answer = globalThis.fetch
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    payType = new URL(url, 'http://local').searchParams.get('pay_type') === '1' ? 1 : 0
    return answer(url, init)
  })
  return server
}

const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <RecruitMember /> }])} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('RecruitMember', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the summary, the window with its time status, both fees and the discount rules as percent', async () => {
    serve()
    render()
    expect((await screen.findByTestId('member-token-amount')).textContent).toBe('0 USDT')
    expect(screen.getByTestId('member-share_num').textContent).toBe('4')
    expect(screen.getByTestId('member-hap_team_num').textContent).toBe('3')
    expect(screen.getByTestId('member-u_dr_num').textContent).toBe('1')
    expect((await screen.findByTestId('member-time-status')).textContent).toBe('Ongoing')
    expect(screen.getByTestId('member-fee-usdt').textContent).toBe('33.333 USDT')
    expect(screen.getByTestId('member-fee-hap').textContent).toBe('77.777 HAP')
    const rules = within(screen.getByTestId('member-rules')).getAllByRole('listitem').map((item) => item.textContent)
    expect(rules).toEqual(['Paying in HAP: 10% off', 'Partners: 15% off', 'Foundation share holders: 30% off', 'Only the highest discount that applies to you is used; discounts do not stack.'])
  })

  it("blocks '0' with lang.h350 and '4' with lang.h329, opening no popup", async () => {
    serve({ config: ok(configWith({ status: '0', timeStatus: 1, begin_time: '2026-03-11T00:00:00.000Z' })) })
    const first = render()
    expect((await screen.findByTestId('member-time-status')).textContent).toBe('Upcoming')
    fireEvent.click(screen.getByTestId('member-join'))
    expect(toastTexts()).toContain('error: This issue has not been opened')
    expect(screen.queryByTestId('member-pay')).toBeNull()
    first.unmount()
    serve({ config: ok(configWith({ status: '4', timeStatus: 3, end_time: '2026-03-09T00:00:00.000Z' })) })
    render()
    expect((await screen.findByTestId('member-time-status')).textContent).toBe('Ended')
    fireEvent.click(screen.getByTestId('member-join'))
    expect(toastTexts()).toContain('error: This issue has ended')
  })

  it('opens the window on a page left open across begin_time, by the server’s clock, not the device’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      // The server's now is five seconds before the window opens; the device's clock is months away.
      serve({ config: ok(configWith({ status: '0', timeStatus: 1, begin_time: '2026-03-10T08:00:05.000Z', now: '2026-03-10T08:00:00.000Z' })) })
      render()
      expect((await screen.findByTestId('member-time-status')).textContent).toBe('Upcoming')
      fireEvent.click(screen.getByTestId('member-join'))
      expect(toastTexts()).toContain('error: This issue has not been opened')
      await act(() => vi.advanceTimersByTimeAsync(6_000))
      expect(screen.getByTestId('member-time-status').textContent).toBe('Ongoing')
      fireEvent.click(screen.getByTestId('member-join'))
      expect(await screen.findByTestId('member-pay')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a closed programme closed when its window opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      serve({ config: ok(configWith({ status: '0', open: false, timeStatus: 1, begin_time: '2026-03-10T08:00:05.000Z', now: '2026-03-10T08:00:00.000Z' })) })
      render()
      await screen.findByTestId('member-time-status')
      await act(() => vi.advanceTimersByTimeAsync(6_000))
      fireEvent.click(screen.getByTestId('member-join'))
      expect(toastTexts()).toContain('error: This issue has not been opened')
      expect(screen.queryByTestId('member-pay')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("shows the joined state on '5'", async () => {
    serve({ config: ok(configWith({ status: '5' })) })
    render()
    const joined = await screen.findByTestId('member-joined')
    expect(joined.textContent).toBe('You are a member')
    expect(joined).toHaveProperty('disabled', true)
  })

  it('pays with HAP after choosing it: shows the discount and the exact fee, signs SM Join with them', async () => {
    const server = serve()
    render()
    fireEvent.click(await screen.findByTestId('member-join'))
    expect((await screen.findByTestId('member-pay-amount')).textContent).toBe('28.333333333333333334 USDT')
    fireEvent.click(screen.getByTestId('member-pay-type-1'))
    await waitFor(() => expect(screen.getByTestId('member-pay-amount').textContent).toBe('66.111111111111111111 HAP'))
    expect(screen.getByTestId('member-pay-discount').textContent).toBe('15% · partner')
    fireEvent.click(screen.getByTestId('member-pay-confirm'))
    await waitFor(() => expect(server.posts().map((call) => call.path)).toContain('/api/sm/join'))
    expect(server.posts().find((call) => call.path === '/api/sm/join')?.body).toMatchObject({ pay_type: 1, pay_amount: '66.111111111111111111', nonce: 'n1' })
    expect(signMessage).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(signMessage.mock.calls[0])).toContain('SM Join\\npay_type: 1\\npay_amount: 66.111111111111111111')
    await waitFor(() => expect(toastTexts()).toContain('success: Welcome! You are now a member.'))
  })

  it('closes the popup with the success toast when the join turns the status to 5', async () => {
    let joined = false
    fakeApi((path) => {
      if (path === '/api/sm/join') {
        joined = true
        return ok({ pay_type: 0, pay_amount: '28.333333333333333334', pay_token: 'USDT', discount: '0.15' })
      }
      if (path === '/api/sm/discount') return ok(discounts[0])
      return { '/api/sm/config': ok(configWith({ status: joined ? '5' : '1' })), '/api/sm/summary': ok(summary) }[path]
    })
    render()
    fireEvent.click(await screen.findByTestId('member-join'))
    fireEvent.click(await screen.findByTestId('member-pay-confirm'))
    await waitFor(() => expect(toastTexts()).toContain('success: Welcome! You are now a member.'))
    expect((await screen.findByTestId('member-joined')).textContent).toBe('You are a member')
    await waitFor(() => expect(screen.queryByTestId('member-pay')).toBeNull())
  })

  it('shows our receiving address for a payment on chain, asks for a hash, then reports it', async () => {
    const server = serve()
    render()
    fireEvent.click(await screen.findByTestId('member-join'))
    const chain = await screen.findByTestId('member-chain')
    expect(within(chain).getByTestId('member-chain-receiver').textContent).toContain(receiver)
    fireEvent.click(within(chain).getByTestId('member-chain-submit'))
    expect(toastTexts()).toContain('error: A transaction hash must be entered')
    expect(server.posts()).toEqual([])
    const hash = `0x${'cd'.repeat(32)}`
    fireEvent.change(within(chain).getByTestId('member-chain-hash'), { target: { value: ` ${hash} ` } })
    fireEvent.click(within(chain).getByTestId('member-chain-submit'))
    await waitFor(() => expect(server.posts().map((call) => call.body)).toContainEqual({ tx_hash: hash }))
    expect(signMessage).not.toHaveBeenCalled()
  })

  it("toasts the server's message when a hash is refused, and stays open", async () => {
    serve({ entryMark: { code: 409, msg: 'This transaction hash has already been used' } })
    render()
    fireEvent.click(await screen.findByTestId('member-join'))
    fireEvent.change(await screen.findByTestId('member-chain-hash'), { target: { value: `0x${'ef'.repeat(32)}` } })
    fireEvent.click(screen.getByTestId('member-chain-submit'))
    await waitFor(() => expect(toastTexts()).toContain('error: This transaction hash has already been used'))
    expect(screen.getByTestId('member-pay')).toBeTruthy()
  })

  it('shows an error with a retry when the config cannot load, and the sign-in prompt when signed out', async () => {
    serve({ config: { code: 500, msg: 'down' } })
    const first = render()
    expect((await screen.findByTestId('member-config-error')).textContent).toContain('Could not load this, please try again')
    first.unmount()
    activateAccount(null)
    localStorage.clear()
    serve()
    render()
    expect((await screen.findByTestId('member-signed-out')).textContent).toContain('Member recruit')
    expect((await screen.findByTestId('member-connect-first')).textContent).toBe('Connect your wallet to join')
  })

  it('has every message in the five languages', async () => {
    for (const language of ['zh-CN', 'zh-HK', 'ja-JP', 'ko-KR'] as const) {
      await i18n.changeLanguage(language)
      expect(i18n.t('member.chain.hashRequired')).not.toBe('member.chain.hashRequired')
      expect(i18n.t('h350')).not.toBe(i18n.getFixedT('en-US')('h350'))
    }
    await i18n.changeLanguage('en-US')
  })
})
