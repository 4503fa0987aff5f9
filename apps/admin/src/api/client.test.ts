import { adminTreasuryCredit } from '@hapdex/core/api/programmes'
import { describe, expect, it, vi } from 'vitest'
import { call, ConsoleApiError } from './client.ts'

describe('the console client', () => {
  it('signs an operator action and says a request held for a second operator, naming it, as no success', async () => {
    const sent: RequestInit[] = []
    const held = { id: 12, kind: 'treasury.credit', action: '/admin/treasury/credit', payload: {}, target: 'treasury:2', requester: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', status: 'pending', created_at: '2026-12-03T08:00:00.000Z', expires_at: '2026-12-04T08:00:00.000Z', decided_by: null, decided_at: null, digest: `0x${'a'.repeat(64)}`, signatures: [], outcome: null }
    const fetcher = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(init ?? {})
      return new Response(JSON.stringify({ code: 202, msg: 'awaiting approval', data: held }), { status: 202 })
    })
    const failure = await call(adminTreasuryCredit, { token_id: 2, amount: '1', memo: '', idempotency_key: 'key-00000001' }, fetcher as typeof fetch).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConsoleApiError)
    expect(failure).toMatchObject({ statusCode: 202, code: 'awaiting_approval' })
    expect((failure as Error).message).toContain('request #12')
    expect((sent[0]?.headers as Record<string, string>)['x-operator-signature']).toMatch(/^0x1{130}$/)
  })
})
