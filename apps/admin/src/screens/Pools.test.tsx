import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, renderScreen, slow } from '../test/renderScreen.tsx'
import { Pools } from './Pools.tsx'

const accounts = (pool: string, treasury: string, owed: unknown[] = []) => ({
  owed,
  list: [
    { account: 'mint_pool', token: 'HAP', token_id: 1, balance: pool },
    { account: 'treasury', token: 'HAP', token_id: 1, balance: treasury },
  ],
  pools: [
    { pool: 'mint_pool', programme: 'mint' },
    { pool: 'nft_rank_pool', programme: 'nft' },
  ],
  tokens: [
    { id: 1, symbol: 'HAP' },
    { id: 2, symbol: 'USDT' },
  ],
})

describe('the pools screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists what pools owe, oldest day first, with the users owed', async () => {
    const owed = [{ job: 'circulation.release', day: '2026-03-17', pool: 'cm_pool', token: 'HAP', amount: '9.99', users: 1 }]
    vi.stubGlobal('fetch', vi.fn(async () => ok(accounts('0', '0', owed))))
    renderScreen(<Pools />)
    const row = (await screen.findByText('9.99 HAP', {}, slow)).closest('tr')!
    expect(row.textContent).toContain('2026-03-17')
    expect(row.textContent).toContain('circulation.release')
    expect(row.textContent).toContain('cm_pool')
  })

  it('funds a pool with one key for a double click, shows the balances with symbols, and a refused amount beside its field', async () => {
    const posts: Array<Record<string, unknown>> = []
    let funded = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method !== 'POST') return ok(funded ? accounts('1333.333333333333333334', '8666.666666666666666669') : accounts('1000', '10000.000000000000000003'))
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        posts.push(body)
        if (body.amount === '99999') return json(400, { code: 400, msg: 'Insufficient balance: treasury', data: null, error: 'wallet.insufficient_balance' })
        funded = true
        return ok({ account: 'mint_pool', token_id: 1, balance: '1333.333333333333333334', treasury: '8666.666666666666666669' })
      }),
    )
    renderScreen(<Pools />)
    expect((await screen.findByText('10,000.000000000000000003 HAP', {}, slow)).closest('tr')?.textContent).toContain('treasury')
    expect(screen.getByTestId('pools-owed-none').textContent).toBe('No pool owes rewards.')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('nft_rank_pool (nft)')

    fireEvent.change(screen.getByLabelText('Amount (HAP)'), { target: { value: 'ten' } })
    fireEvent.click(screen.getByRole('button', { name: 'Fund the pool' }))
    expect((await screen.findByText(/^amount: /, {}, slow)).id).toBe('fund-amount-error')
    expect(posts).toEqual([])

    fireEvent.change(screen.getByLabelText('Amount (HAP)'), { target: { value: '99999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Fund the pool' }))
    expect(await screen.findByText('Insufficient balance: treasury', {}, slow)).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Amount (HAP)'), { target: { value: '333.333333333333333334' } })
    const button = screen.getByRole('button', { name: 'Fund the pool' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByText(/333\.333333333333333334 HAP moved to mint_pool: it holds 1,333\.333333333333333334 HAP/, {}, slow)).toBeTruthy()
    const fundings = posts.filter((post) => post.amount === '333.333333333333333334')
    // However many submits left, each carried the key of the earlier refused attempt: one funding.
    expect(new Set(posts.map((post) => post.idempotency_key)).size).toBe(1)
    expect(fundings[0]).toMatchObject({ pool: 'mint_pool', token_id: 1, memo: '' })
    expect(await screen.findByText('8,666.666666666666666669 HAP', {}, slow)).toBeTruthy()
  })
})
