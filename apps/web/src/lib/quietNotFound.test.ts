import { afterEach, describe, expect, it, vi } from 'vitest'
import { noticeDetail } from '@hapdex/core/api/basic'
import '../i18n/i18n.ts'
import { api } from './api.ts'
import { quietNotFound } from './quietNotFound.ts'
import { getToasts } from './toast.ts'

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })))
}

describe('quietNotFound', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('leaves a 404 to the screen: rejected, no toast', async () => {
    answer(404, { code: 404, msg: 'Not found', error: 'not_found' })
    const before = getToasts().length
    await expect(quietNotFound((options) => api(noticeDetail, { id: 9 }, options))).rejects.toMatchObject({ status: 404 })
    expect(getToasts().length).toBe(before)
  })

  it('still toasts every other failure, once', async () => {
    answer(500, { code: 500, msg: 'boom' })
    const before = getToasts().length
    await expect(quietNotFound((options) => api(noticeDetail, { id: 9 }, options))).rejects.toMatchObject({ kind: 'server' })
    expect(getToasts().slice(before)).toEqual([expect.objectContaining({ kind: 'error', message: 'Server error, please try again later' })])
  })
})
