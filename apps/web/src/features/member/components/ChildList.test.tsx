import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { activateAccount } from '../../../lib/session.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, type FakeAnswer } from '../../../test/signedIn.tsx'
import ChildList from './ChildList.tsx'

const serve = (answer: FakeAnswer) => fakeApi((path) => (path === '/api/sm/children' ? answer : undefined))

describe('ChildList', () => {
  signedInEachTest()

  it('lists each joined referral with its address and the token it paid', async () => {
    serve(ok({ list: [{ address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', type: 1 }, { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 0 }] }))
    renderWithQueries(<ChildList />)
    const rows = await screen.findAllByTestId('member-child')
    expect(rows.map((row) => row.textContent)).toEqual(['0x90F7…93b906HAP', '0x3C44…4293BCUSDT'])
  })

  it('shows the empty state, the error state and the signed-out state', async () => {
    serve(ok({ list: [] }))
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
