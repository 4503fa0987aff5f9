import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Exchange } from './Exchange.tsx'

const token = (id: number, symbol: string) => ({ token: symbol, token_id: id, logo: '', decimals: 18 })
const pair = { id: 1, t1: token(1, 'HAP'), t2: token(2, 'USDT'), exchange_rate: '0.5', fee_rate: '0.003', min_amount: '1.000000000000000001', max_amount: '0', enabled: true }

describe('the flash-exchange screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists pairs with limits in the source token, edits one, and shows a refusal', async () => {
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/api/admin/pools')) return ok({ list: [], pools: [], tokens: [{ id: 1, symbol: 'HAP' }, { id: 2, symbol: 'USDT' }], owed: [] })
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>
          bodies.push(body)
          if (body.max_amount === '0.5') return json(400, { code: 400, msg: 'Invalid request: max_amount is below min_amount', data: null, error: 'bad_request' })
          return ok({ ...pair, exchange_rate: body.exchange_rate })
        }
        return ok({ list: [pair] })
      }),
    )
    renderScreen(<Exchange />)
    const row = (await screen.findByText('1.000000000000000001 HAP', {}, slow)).closest('tr')!
    expect(row.textContent).toContain('HAP → USDT')
    expect(row.textContent).toContain('No maximum')
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('Rate (to per from)') as HTMLInputElement).value).toBe('0.5')
    fireEvent.change(screen.getByLabelText('Maximum (0 = none)'), { target: { value: '0.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Invalid request: max_amount is below min_amount', {}, slow)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Maximum (0 = none)'), { target: { value: '0' } })
    fireEvent.change(screen.getByLabelText('Rate (to per from)'), { target: { value: '0.55' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Pair HAP → USDT saved.', {}, slow)).toBeTruthy()
    expect(bodies.at(-1)).toEqual({ t1_id: 1, t2_id: 2, exchange_rate: '0.55', fee_rate: '0.003', min_amount: '1.000000000000000001', max_amount: '0', enabled: true })
  })
})
