import { Refine } from '@refinedev/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../api/dataProvider.ts'
import { saveSession } from '../auth/session.ts'
import { Requests } from './Requests.tsx'

const slow = { timeout: 8000 }
const me = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const other = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const request = (id: number, requester: string) => ({
  id,
  kind: 'treasury.credit',
  action: '/admin/treasury/credit',
  payload: { amount: '300.000000000000000007', token_id: 2 },
  target: 'treasury:2',
  requester,
  status: 'pending',
  created_at: '2026-12-03T08:00:00.000Z',
  expires_at: '2026-12-04T08:00:00.000Z',
  decided_by: null,
  decided_at: null,
  digest: `0x${String(id).repeat(64).slice(0, 64)}`,
  signatures: [],
  outcome: null,
})
const answer = (data: unknown, status = 200) => new Response(JSON.stringify({ code: status, msg: 'ok', data }), { status, headers: { 'content-type': 'application/json' } })
const rules = { two_operators: true, rules: [{ kind: 'treasury.credit', above: null, token: null }, { kind: 'withdraw.approve', above: '50000', token: 'USDT' }] }

describe('the requests screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it("offers another operator's request for approval, signed over its digest, and only withdrawal of one's own", async () => {
    saveSession({ token: 't', address: me, expires_at: '2099-01-01T00:00:00.000Z' })
    const posted: { url: string; body: unknown }[] = []
    const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) })
        return answer({ ...request(5, other), status: 'approved', decided_by: me })
      }
      return answer({ list: [request(5, other), request(6, me)], total: 2, page: 1, page_size: 20, ...rules })
    })
    vi.stubGlobal('fetch', fetcher)
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Requests />
      </Refine>,
    )
    const theirs = (await screen.findByText('5', { selector: 'td' }, slow)).closest('tr')!
    const mine = screen.getByText('6', { selector: 'td' }).closest('tr')!
    expect(within(mine).getByText('Yours: another operator decides')).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(mine).getByRole('button', { name: 'Withdraw' })).toBeTruthy()
    expect(await screen.findByText('Credit the treasury: always', {}, slow)).toBeTruthy()
    expect(screen.getByText('Approve a withdrawal: above 50000 USDT')).toBeTruthy()

    fireEvent.click(within(theirs).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Request #5 approved: its action has taken effect.', {}, slow)).toBeTruthy()
    expect(posted).toEqual([{ url: '/api/admin/requests/approve', body: { id: 5, digest: request(5, other).digest } }])
  })

  it('says the rule is off with a single operator', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ list: [], total: 0, page: 1, page_size: 20, two_operators: false, rules: [] })))
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Requests />
      </Refine>,
    )
    expect(await screen.findByText(/Two-operator approval is off/, {}, slow)).toBeTruthy()
  })
})
