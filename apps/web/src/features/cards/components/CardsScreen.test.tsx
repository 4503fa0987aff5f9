import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { activateAccount } from '../../../lib/session.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import { infoAnswer, records } from './cardsFixtures.ts'
import CardsScreen from './CardsScreen.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

function serve(overrides: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, FakeAnswer> = { '/api/cards/info': ok(infoAnswer), '/api/cards/claim': ok({ type: 1, amount: '1.333333333333333333', token: 'HAP' }), ...overrides }
  return fakeApi((path, call) => (path === '/api/cards/dividend-record' ? ok(records(new URLSearchParams(call.search).get('type') ?? '1')) : answers[path]))
}

const render = () => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <CardsScreen /> }], { initialEntries: ['/Next/cards'] })} />)
const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`)

describe('CardsScreen', () => {
  signedInEachTest(() => signMessage.mockClear())

  it('shows the star, both liquidities against the next star with their progress, and the card held since its first day', async () => {
    serve()
    render()
    expect((await screen.findByTestId('cards-star')).textContent).toBe('2-star')
    expect(screen.getByTestId('cards-star').dataset.star).toBe('2')
    expect(screen.getByTestId('cards-personal').textContent).toBe('$2,500.12 / $3,000')
    expect(screen.getByTestId('cards-team').textContent).toBe('$33,333.33 / $100,000')
    // 2,500.12… of 3,000 is 83.33 %, 33,333.33… of 100,000 is 33.33 %: both rounded down.
    expect(screen.getByTestId('cards-personal-progress').getAttribute('aria-valuenow')).toBe('83')
    expect(screen.getByTestId('cards-team-progress').getAttribute('aria-valuenow')).toBe('33')
    expect(screen.getByTestId('cards-next').textContent).toBe('Figures shown against the thresholds of star 3')
    expect(screen.getByTestId('cards-held').textContent).toBe('2-star card')
    expect(screen.getByTestId('cards-since').textContent).toBe('2026-03-08')
    expect(screen.getByTestId('cards-taken').textContent).toBe('12 / 1,680')
    expect(screen.getByTestId('cards-today-0').textContent).toBe('0.5')
    expect(screen.getByTestId('cards-today-1').textContent).toBe('1.333')
    expect(screen.getByTestId('cards-total-0').textContent).toBe('7.25')
    expect(screen.getByTestId('cards-claimable-1').textContent).toBe('1.333')
  })

  it('shows no star and no card', async () => {
    serve({ '/api/cards/info': ok({ ...infoAnswer, star: 0, holds_card: false, card_star: 0, card_since: null, next: infoAnswer.thresholds[0] }) })
    render()
    expect((await screen.findByTestId('cards-star')).textContent).toBe('No star yet')
    expect(screen.getByTestId('cards-held').textContent).toBe('No card')
    expect(screen.queryByTestId('cards-since')).toBeNull()
    // Past star 1's 1,000 / 1,000 by both figures: both bars are full.
    expect(screen.getByTestId('cards-personal-progress').getAttribute('aria-valuenow')).toBe('100')
  })

  it('at star 5 says the top is reached and draws no progress', async () => {
    serve({ '/api/cards/info': ok({ ...infoAnswer, star: 5, card_star: 5, next: null }) })
    render()
    expect((await screen.findByTestId('cards-next')).textContent).toBe('You have reached the highest star')
    expect(screen.getByTestId('cards-personal').textContent).toBe('$2,500.12')
    expect(screen.queryByTestId('cards-personal-progress')).toBeNull()
  })

  it("says a star without a card when the cards are all taken", async () => {
    serve({ '/api/cards/info': ok({ ...infoAnswer, holds_card: false, card_star: 0, card_since: null, cards_held: 1680 }) })
    render()
    expect((await screen.findByTestId('cards-no-card-left')).textContent).toContain('All cards are taken')
  })

  it('signs Cards Claim with the box type, posts it and toasts the outcome', async () => {
    const api = serve()
    render()
    fireEvent.click(await screen.findByTestId('cards-claim-1'))
    await waitFor(() => expect(toastTexts()).toContain('success: Claimed to your balance'))
    const message = (signMessage.mock.calls[0] as unknown as [{ message: string }])[0].message
    expect(message.split('\n')[0]).toBe('Cards Claim')
    expect(api.posts().find((call) => call.path === '/api/cards/claim')?.body).toMatchObject({ type: 1 })
  })

  it('claims nothing of an empty balance: no signature, the no-reward toast (lang.h240)', async () => {
    const api = serve()
    render()
    fireEvent.click(await screen.findByTestId('cards-claim-0'))
    expect(toastTexts()).toContain('error: There is no reward to claim')
    expect(signMessage).not.toHaveBeenCalled()
    expect(api.posts()).toEqual([])
  })

  it('toasts the server message when a claim is refused', async () => {
    serve({ '/api/cards/claim': { code: 400, msg: 'Nothing to claim' } })
    render()
    fireEvent.click(await screen.findByTestId('cards-claim-1'))
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('error:'))).toBe(true))
  })

  it('lists the card dividend records (dividend and claim), and an empty state for the LP ones', async () => {
    serve()
    render()
    expect((await screen.findAllByTestId('cards-record-change')).map((row) => row.textContent)).toEqual(['−2.666 HAP', '+1.333 HAP'])
    expect(screen.getByTestId('cards-records-1').textContent).toContain('Daily dividend')
    fireEvent.click(screen.getByTestId('cards-records-tab-0'))
    expect((await screen.findByTestId('cards-records-0-empty')).textContent).toContain('No records yet')
  })

  it('shows the empty state before the first settled day', async () => {
    serve({ '/api/cards/info': ok({ ...infoAnswer, day: null }) })
    render()
    expect((await screen.findByTestId('cards-empty')).textContent).toContain('No day settled yet')
    expect(screen.queryByTestId('cards-claim-1')).toBeNull()
  })

  it('shows a load error with retry, and loads again on retry', async () => {
    const api = serve({ '/api/cards/info': { code: 500, msg: 'down' } })
    render()
    const failed = await screen.findByTestId('cards-info-error')
    expect(failed.textContent).toContain('Could not load')
    serve()
    fireEvent.click(failed.querySelector('button')!)
    expect((await screen.findByTestId('cards-star')).textContent).toBe('2-star')
    expect(api.calls.filter((call) => call.path === '/api/cards/info').length).toBe(1)
  })

  it('signed out: asks to connect and reads nothing', async () => {
    activateAccount(null)
    localStorage.clear()
    const api = serve()
    render()
    expect((await screen.findByTestId('cards-signed-out')).textContent).toContain('Connect your wallet to see your star')
    expect(api.calls.filter((call) => call.path.startsWith('/api/cards'))).toEqual([])
  })
})
