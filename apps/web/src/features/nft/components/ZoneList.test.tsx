import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../../i18n/i18n.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../../../test/signedIn.tsx'
import { zoneAnswer } from './nftFixtures.ts'
import ZoneList from './ZoneList.tsx'

const serve = (fail = false) => fakeApi((path, call) => (path !== '/api/nft/children-list' ? undefined : fail ? { code: 500, msg: 'down' } : ok(zoneAnswer(new URLSearchParams(call.search).get('region_index') ?? '0'))))
const render = (at: string) => renderWithQueries(<RouterProvider router={createMemoryRouter([{ path: '*', element: <ZoneList /> }], { initialEntries: [at] })} />)

describe('ZoneList (engbill)', () => {
  signedInEachTest()

  it('opens the largest zone at regionIndex 0 and the other zones on their tab', async () => {
    serve()
    render('/Next/engbill?regionIndex=0')
    expect((await screen.findAllByTestId('nft-zone-team-cp')).map((cell) => cell.textContent)).toEqual(['363.5'])
    fireEvent.click(screen.getByTestId('nft-zone-tab-1'))
    await waitFor(() => expect(screen.getAllByTestId('nft-zone-team-cp').map((cell) => cell.textContent)).toEqual(['297', '0']))
  })

  it('opens the other zones at regionIndex 1', async () => {
    serve()
    render('/Next/engbill?regionIndex=1')
    expect(await screen.findAllByTestId('nft-zone-row')).toHaveLength(2)
    expect(screen.getByTestId('nft-zone-tab-1').getAttribute('aria-selected')).toBe('true')
  })

  it('shows a load error with retry', async () => {
    serve(true)
    render('/Next/engbill')
    expect((await screen.findByTestId('nft-zone-0-error')).textContent).toContain('Could not load')
  })
})
