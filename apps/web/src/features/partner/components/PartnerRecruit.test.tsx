import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { configsWith, rounds, vote } from './partnerFixtures.ts'
import PartnerRecruit from './PartnerRecruit.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

interface Server {
  list?: unknown[]
  bought?: boolean
  voteInfo?: unknown
  summary?: { agree: number; disagree: number }
  status?: { status: -1 | 0 | 1 | 2; msg: string }
  programme?: '0' | '1'
}

/** A server with these rounds and this vote; anything else answers 404. */
function serve({ list = Object.values(rounds), bought = false, voteInfo = vote, summary = { agree: 0, disagree: 0 }, status = { status: 2, msg: '' }, programme = '1' }: Server = {}) {
  const answers: Record<string, FakeAnswer> = {
    '/api/partner/configs': ok({ ...configsWith(list, bought), status: programme }),
    '/api/partner/latest': ok({ list: [{ address: '0x1234567890abcdef1234567890abcdef12345678', pay_amount: '1000', pay_token: 'USDT' }] }),
    '/api/partner/vote/info': ok(voteInfo),
    '/api/partner/vote/summary': ok(summary),
    '/api/partner/vote/status': ok(status),
    '/api/partner/vote/do': ok({ agree: summary.agree + 1, disagree: summary.disagree }),
  }
  return fakeApi((path) => answers[path])
}

const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('PartnerRecruit', () => {
  signedInEachTest(() => signMessage.mockClear())

  it("shows each round's button by its status: Join, Full, Not started, and none once ended", async () => {
    serve()
    renderWithQueries(<PartnerRecruit />)
    // The first round with can_buy is selected.
    expect((await screen.findByTestId('partner-join')).textContent).toBe('Join')
    expect(screen.getByTestId('partner-round-selected').textContent).toContain('3 / 30 seats')
    fireEvent.click(screen.getByTestId(`partner-round-${rounds.full.id}`))
    expect(screen.getByTestId('partner-join').textContent).toBe('Full')
    expect(screen.getByTestId('partner-join')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId(`partner-round-${rounds.upcoming.id}`))
    expect(screen.getByTestId('partner-join').textContent).toBe('Not started')
    expect(screen.getByTestId('partner-join')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId(`partner-round-${rounds.ended.id}`))
    expect(screen.queryByTestId('partner-join')).toBeNull()
  })

  it('says recruitment is closed, not that a round has not started, while the programme is closed', async () => {
    serve({ list: [{ ...rounds.ongoing, can_buy: false }], programme: '0' })
    renderWithQueries(<PartnerRecruit />)
    expect((await screen.findByTestId('partner-join')).textContent).toBe('Recruitment closed')
    expect(screen.getByTestId('partner-join')).toHaveProperty('disabled', true)
  })

  it('says so when the account holds a seat', async () => {
    serve({ bought: true })
    renderWithQueries(<PartnerRecruit />)
    expect((await screen.findByTestId('partner-bought')).textContent).toBe('You are a partner')
  })

  it('shows an empty state without rounds', async () => {
    serve({ list: [] })
    renderWithQueries(<PartnerRecruit />)
    expect((await screen.findByTestId('partner-rounds-empty')).textContent).toContain('No recruitment round is open yet')
  })

  it('opens and closes the rules popup with its five rules', async () => {
    serve()
    renderWithQueries(<PartnerRecruit />)
    fireEvent.click(await screen.findByTestId('partner-rules-open'))
    const popup = await screen.findByTestId('partner-rules')
    expect(within(popup).getByText('Partner rules')).toBeTruthy()
    expect(within(popup).getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(5)
    expect(popup.textContent).toContain('Your referrer must be a partner or a genesis partner.')
    // Every figure is the configuration's, as the operator changed it.
    expect(within(popup).getAllByRole('listitem').slice(1).map((item) => item.textContent)).toEqual([
      'One seat per account. Genesis recruitment has 110 seats in phases of 40 and 70.',
      'Your referrer earns 25% of your seat (32.5% for a genesis partner), and the nearest genesis partner above earns a 7.5% team reward, with none for an equal rank.',
      'With 7 direct partners you become a genesis partner automatically.',
      'Partners receive 12.5 HAPC a day; each seat adds 18 / 9.5 HAPC a day by phase.',
    ])
    fireEvent.click(within(popup).getByText('Got it'))
    await waitFor(() => expect(screen.queryByTestId('partner-rules')).toBeNull())
  })

  it("shows the vote's title, sanitised content and percentages", async () => {
    serve({ summary: { agree: 2, disagree: 1 } })
    renderWithQueries(<PartnerRecruit />)
    expect((await screen.findByTestId('partner-vote-title')).textContent).toBe('Open phase 2 early?')
    expect(screen.getByTestId('partner-vote-content').innerHTML).toBe('<p>Partners <strong>decide</strong>.</p>')
    await waitFor(() => expect(screen.getByTestId('partner-vote-agree-rate').textContent).toBe('66.67%'))
    expect(screen.getByTestId('partner-vote-disagree-rate').textContent).toBe('33.33%')
  })

  it('shows 0.00 % each before anyone voted, and says when there is no vote', async () => {
    serve()
    renderWithQueries(<PartnerRecruit />)
    await waitFor(() => expect(screen.getByTestId('partner-vote-agree-rate').textContent).toBe('0.00%'))
    expect(screen.getByTestId('partner-vote-disagree-rate').textContent).toBe('0.00%')
  })

  it('says there is no vote when none is published', async () => {
    serve({ voteInfo: null })
    renderWithQueries(<PartnerRecruit />)
    expect((await screen.findByTestId('partner-vote-none')).textContent).toBe('There is no vote at the moment')
  })

  it('answers Already voted (h90) without signing when the account has voted', async () => {
    const server = serve({ status: { status: 1, msg: '' } })
    renderWithQueries(<PartnerRecruit />)
    fireEvent.click(await screen.findByTestId('partner-vote-disagree'))
    await waitFor(() => expect(toastTexts()).toContain('info: Already voted'))
    expect(signMessage).not.toHaveBeenCalled()
    expect(server.posts()).toEqual([])
  })

  it("toasts the server's msg when the account cannot vote", async () => {
    serve({ status: { status: -1, msg: 'Only partners can vote' } })
    renderWithQueries(<PartnerRecruit />)
    fireEvent.click(await screen.findByTestId('partner-vote-agree'))
    await waitFor(() => expect(toastTexts()).toContain('error: Only partners can vote'))
    expect(signMessage).not.toHaveBeenCalled()
  })

  it('signs and sends the vote when the account may vote', async () => {
    const server = serve({ status: { status: 2, msg: '' } })
    renderWithQueries(<PartnerRecruit />)
    fireEvent.click(await screen.findByTestId('partner-vote-agree'))
    await waitFor(() => expect(server.posts().map((call) => call.path)).toContain('/api/partner/vote/do'))
    expect(server.posts().find((call) => call.path === '/api/partner/vote/do')?.body).toMatchObject({ view_point: '1' })
    expect(signMessage).toHaveBeenCalledTimes(1)
  })
})
