import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminAuditList } from '@hapdex/core/api/admin'
import { adminWithdrawReject } from '@hapdex/core/api/withdraw'
import { ConsoleApiError } from './client.ts'
import { checked, dataProvider, estimatedTotal } from './dataProvider.ts'

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the console data provider', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server for the page, filters and order, and reads the total it counts', async () => {
    const fetcher = vi.fn(async () => answer(200, { code: 200, msg: 'ok', data: { list: [], total: 41, page: 3, page_size: 20 } }))
    vi.stubGlobal('fetch', fetcher)
    const result = await dataProvider.getList({
      resource: 'audit',
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [{ field: 'action', operator: 'eq', value: 'withdraw.reject' }, { field: 'actor', operator: 'eq', value: '' }],
      sorters: [{ field: 'created_at', order: 'asc' }],
    })
    expect(result).toEqual({ data: [], total: 41 })
    expect(fetcher).toHaveBeenCalledWith(`/api${adminAuditList.path}?action=withdraw.reject&order=asc&page=3&page_size=20`, expect.objectContaining({ method: 'GET' }))
  })

  it('offers a next page after a full page of a list the server does not count', () => {
    expect(estimatedTotal({ page: 2, pageSize: 20, filters: [], sorters: [] }, 20)).toBe(41)
    expect(estimatedTotal({ page: 2, pageSize: 20, filters: [], sorters: [] }, 7)).toBe(27)
  })

  it("refuses an input the endpoint's schema refuses before sending it, naming the field", () => {
    expect(() => checked(adminWithdrawReject.input, { id: 0, reason: 'x' })).toThrowError(/^id: /)
    expect(checked(adminWithdrawReject.input, { id: 4, reason: ' why ' })).toEqual({ id: 4, reason: 'why' })
  })

  it("posts an action and answers the server's msg and status when it refuses", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, { code: 400, msg: 'This order cannot change any more', data: null, error: 'withdraw.order_state' })))
    const failure = dataProvider.custom!({ url: adminWithdrawReject.path, method: 'post', payload: { id: 4, reason: 'late' } })
    await expect(failure).rejects.toEqual(new ConsoleApiError('This order cannot change any more', 400, 'withdraw.order_state'))
    await expect(failure).rejects.toMatchObject({ statusCode: 400, code: 'withdraw.order_state' })
  })

  it('refuses an answer that breaks its schema', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { code: 200, msg: 'ok', data: { list: 'not a list' } })))
    await expect(dataProvider.getList({ resource: 'audit' })).rejects.toMatchObject({ code: 'invalid_response' })
  })
})
