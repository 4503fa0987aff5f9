import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Tokens } from './Tokens.tsx'

const usdt = { id: 2, symbol: 'USDT', decimals: 18, min_deposit: '10', min_withdraw: '20', withdraw_fee_rate: '0.005', withdraw_min_fee: '1', withdraw_max_fee: '100', transfer_fee_rate: '0.01', min_transfer: '1' }

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
})
