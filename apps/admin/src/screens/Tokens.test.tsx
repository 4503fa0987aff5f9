import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Tokens } from './Tokens.tsx'

const usdt = { id: 2, symbol: 'USDT', decimals: 18, min_deposit: '10', min_withdraw: '20', withdraw_fee_rate: '0.005', withdraw_min_fee: '1', withdraw_max_fee: '100', transfer_fee_rate: '0.01', min_transfer: '1', withdraw_review_threshold: '10000', withdraw_daily_limit: '100000', hot_float_ceiling: '0' }

describe('the token settings screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends only the fields changed, and shows a refusal beside its field', async () => {
    const bodies: unknown[] = []
    let stored = usdt
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== 'POST') return ok({ list: [stored] })
        const body = JSON.parse(String(init.body)) as Record<string, string>
        bodies.push(body)
        if (body.withdraw_min_fee !== undefined) return json(400, { code: 400, msg: 'Invalid request: withdraw_min_fee: above withdraw_max_fee', data: null, error: 'bad_request' })
        stored = { ...stored, ...body, id: 2 }
        return ok(stored)
      }),
    )
    renderScreen(<Tokens />)
    const minFee = await screen.findByLabelText('Minimum withdrawal fee (USDT)', {}, slow)
    fireEvent.change(minFee, { target: { value: '1000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save USDT' }))
    expect((await screen.findByText('withdraw_min_fee: above withdraw_max_fee', {}, slow)).id).toBe('token-2-withdraw_min_fee-error')
    fireEvent.change(minFee, { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Minimum withdrawal (USDT)'), { target: { value: '20.000000000000000001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save USDT' }))
    expect(await screen.findByText('USDT settings saved.', {}, slow)).toBeTruthy()
    expect(bodies).toEqual([{ id: 2, withdraw_min_fee: '1000' }, { id: 2, min_withdraw: '20.000000000000000001' }])
  })

  it("sets a token's 24-hour withdrawal limit and review threshold, each beside its label", async () => {
    const bodies: unknown[] = []
    let stored = usdt
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== 'POST') return ok({ list: [stored] })
        const body = JSON.parse(String(init.body)) as Record<string, string>
        bodies.push(body)
        stored = { ...stored, ...body, id: 2 }
        return ok(stored)
      }),
    )
    renderScreen(<Tokens />)
    const limit = await screen.findByLabelText('Withdrawal limit per user in 24 h (USDT)', {}, slow)
    expect((limit as HTMLInputElement).value).toBe('100000')
    expect((screen.getByLabelText('Review above, per user in 24 h (USDT)') as HTMLInputElement).value).toBe('10000')
    fireEvent.change(limit, { target: { value: '25000.000000000000000003' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save USDT' }))
    expect(await screen.findByText('USDT settings saved.', {}, slow)).toBeTruthy()
    expect(bodies).toEqual([{ id: 2, withdraw_daily_limit: '25000.000000000000000003' }])
  })

  it("sets a token's hot wallet ceiling, whose 0 reads as none", async () => {
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== 'POST') return ok({ list: [usdt] })
        const body = JSON.parse(String(init.body)) as Record<string, string>
        bodies.push(body)
        return ok({ ...usdt, ...body, id: 2 })
      }),
    )
    renderScreen(<Tokens />)
    const ceiling = await screen.findByLabelText('Hot wallet ceiling, 0 for none (USDT)', {}, slow)
    expect((ceiling as HTMLInputElement).value).toBe('0')
    fireEvent.change(ceiling, { target: { value: '50000.000000000000000001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save USDT' }))
    expect(await screen.findByText('USDT settings saved.', {}, slow)).toBeTruthy()
    expect(bodies).toEqual([{ id: 2, hot_float_ceiling: '50000.000000000000000001' }])
  })
})
