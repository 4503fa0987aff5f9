import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { activateAccount } from '../../../lib/session.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import ChildList from './ChildList.tsx'

const serve = (answer: FakeAnswer) => fakeApi((path) => (path === '/api/sm/children' ? answer : undefined))

describe('ChildList', () => {
  signedInEachTest()

  it('lists each joined referral with its address and the token it paid', async () => {
    serve(ok({ list: [{ address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', type: 1 }, { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 0 }], page: 1, page_size: 10 }))
    renderWithQueries(<ChildList />)
    const rows = await screen.findAllByTestId('member-child')
    expect(rows.map((row) => row.textContent)).toEqual(['0x90F7…93b906HAP', '0x3C44…4293BCUSDT'])
  })

  it('loads the next page when the first came back full, and says when there are no more', async () => {
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
    const server = fakeApi((path, call) => {
      if (path !== '/api/sm/children') return undefined
      const page = Number(new URLSearchParams(call.search).get('page'))
      const count = page === 1 ? 10 : 3
      return ok({ list: Array.from({ length: count }, (_, i) => ({ address: address(page * 100 + i), type: (i % 2) as 0 | 1 })), page, page_size: 10 })
    })
    // The list's end is on screen as soon as it renders (jsdom has no layout to scroll).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }])
        }
        disconnect() {}
      },
    )
    try {
      renderWithQueries(<ChildList />)
      await waitFor(() => expect(screen.getAllByTestId('member-child')).toHaveLength(13))
      expect(await screen.findByText('No more members')).toBeTruthy()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(server.calls.filter((call) => call.path === '/api/sm/children').map((call) => call.search)).toEqual(['?page=1&page_size=10', '?page=2&page_size=10'])
  })

  it('shows the empty state, the error state and the signed-out state', async () => {
    serve(ok({ list: [], page: 1, page_size: 10 }))
    const first = renderWithQueries(<ChildList />)
    expect((await screen.findByTestId('member-children-empty')).textContent).toContain('No members yet')
    first.unmount()
    serve({ code: 500, msg: 'down' })
    const second = renderWithQueries(<ChildList />)
    expect((await screen.findByTestId('member-children-error')).textContent).toContain('Could not load this')
    second.unmount()
    activateAccount(null)
    localStorage.clear()
    renderWithQueries(<ChildList />)
    expect((await screen.findByTestId('member-children-signed-out')).textContent).toContain('Members I referred')
  })
})
