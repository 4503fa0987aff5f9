import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../../../test/signedIn.tsx'
import EarnHub from './EarnHub.tsx'
import { configsWith, rounds } from './partnerFixtures.ts'

function renderHub(list: unknown[], patch: Record<string, unknown> = {}) {
  fakeApi((path) => (path === '/api/partner/configs' ? ok({ ...configsWith(list), ...patch }) : undefined))
  renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <EarnHub /> }])} />)
}

/** The cards of a tab: the round each shows and its status word. */
async function cardsOf(tab: string) {
  fireEvent.click(await screen.findByTestId(`earn-hub-tab-${tab}`))
  await screen.findAllByTestId(/^recruit-card-|^earn-hub-empty$/)
  return screen.queryAllByTestId(/^recruit-card-/).map((card) => `${card.dataset['testid']} ${card.querySelector('.partner-status')?.textContent}`)
}

describe('EarnHub', () => {
  signedInEachTest()

  it('shows the banner and every round under All, each with its status word, linking to recruit', async () => {
    renderHub(Object.values(rounds))
    expect((await screen.findByTestId('earn-hub-banner')).textContent).toContain('Genesis partner recruitment')
    await waitFor(() => expect(screen.getByTestId('earn-hub-banner').textContent).toContain('110 seats in 2 phases. Partners earn referral rewards and a daily HAPC airdrop.'))
    expect(await cardsOf('all')).toEqual(['recruit-card-1 In progress', 'recruit-card-2 Full', 'recruit-card-3 Not open', 'recruit-card-4 Ended'])
    expect(screen.getByTestId('recruit-card-1').getAttribute('href')).toContain('recruit')
  })

  it('puts each round under the tab of its time status; a full round is still ongoing', async () => {
    renderHub(Object.values(rounds))
    expect(await cardsOf('ongoing')).toEqual(['recruit-card-1 In progress', 'recruit-card-2 Full'])
    expect(await cardsOf('upcoming')).toEqual(['recruit-card-3 Not open'])
    expect(await cardsOf('ended')).toEqual(['recruit-card-4 Ended'])
  })

  it('reads each round by the server’s time, not the device’s', async () => {
    // The server is two days behind this device: the round that ended here a day ago is still on there.
    renderHub(Object.values(rounds), { now: new Date(Date.now() - 2 * 86_400_000 + 60_000).toISOString() })
    expect(await cardsOf('all')).toEqual(['recruit-card-1 Not open', 'recruit-card-2 Not open', 'recruit-card-3 Not open', 'recruit-card-4 In progress'])
  })

  it('says Closed on every card while the programme is closed', async () => {
    renderHub(Object.values(rounds), { status: '0' })
    expect(await cardsOf('all')).toEqual(['recruit-card-1 Closed', 'recruit-card-2 Closed', 'recruit-card-3 Closed', 'recruit-card-4 Closed'])
  })

  it('says a tab is empty when no round has its status', async () => {
    renderHub([rounds.ongoing])
    expect(await cardsOf('ended')).toEqual([])
    expect(screen.getByTestId('earn-hub-empty').textContent).toContain('No recruitment here yet')
  })
})
