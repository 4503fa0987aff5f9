import { Refine } from '@refinedev/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../api/dataProvider.ts'
import { Withdrawals } from './Withdrawals.tsx'

const slow = { timeout: 8000 }
const order = {
  id: 7,
  created_time: '2026-11-27T14:40:11.000Z',
  token_id: 2,
  token_name: 'USDT',
  amount: '10000.5',
  fee: '50.0025',
  actual_amount: '9950.4975',
  address: '0xCFf4Bc0000000000000000000000000000002C21',
  status: 0,
  status_txt: 'Under review',
  type: 1,
  tx_hash: '',
  user_address: '0x129a450000000000000000000000000000000bEf',
  error: '',
  node_refusal: '',
}
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'content-type': 'application/json' } })

describe('the withdrawals screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows amounts in tokens with their symbol, each status with its count, and asks the server for another status when picked', async () => {
    const counts = { '0': 1, '1': 0, '2': 0, '3': 0, '4': 2, '5': 0 }
    const fetcher = vi.fn(async (url: string) => answer({ list: url.includes('status=0') ? [order] : [], page: 1, page_size: 20, total: url.includes('status=0') ? 1 : 0, counts }))
    vi.stubGlobal('fetch', fetcher)
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Withdrawals />
      </Refine>,
    )
    const row = (await screen.findByText('10,000.5 USDT', {}, slow)).closest('tr')
    expect(row?.textContent).toContain('9,950.4975 USDT')
    expect(row?.textContent).toContain('Waiting for review')
    expect(row?.textContent).toContain('Not sent')
    // Each status with its count, from the server.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Failed, refunded (2)')
    expect(screen.getByText('Page 1')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '3' } })
    expect(await screen.findByText('Nothing here.', {}, slow)).toBeTruthy()
    expect(fetcher).toHaveBeenLastCalledWith('/api/admin/withdraw/list?page=1&page_size=20&status=3', expect.anything())
  })

  it("shows why the node refuses a payout that stays sending", async () => {
    const sending = { ...order, status: 2, status_txt: 'Sending', tx_hash: `0x${'ab'.repeat(32)}`, node_refusal: 'insufficient funds for gas * price + value' }
    const counts = { '0': 0, '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 }
    vi.stubGlobal('fetch', vi.fn(async (url: string) => answer({ list: url.includes('status=2') ? [sending] : [], page: 1, page_size: 20, total: url.includes('status=2') ? 1 : 0, counts })))
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Withdrawals />
      </Refine>,
    )
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } })
    const row = (await screen.findByText('10,000.5 USDT', {}, slow)).closest('tr')
    expect(row?.textContent).toContain('The node refused it, sent again each pass: insufficient funds for gas * price + value')
  })
})
