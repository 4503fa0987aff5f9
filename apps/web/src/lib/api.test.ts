import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bannerList, siteConfig } from '@hapdex/core/api/basic'
import { bindRecommender, userInfo } from '@hapdex/core/api/user'
import { ApiError, api, apiRequest } from './api.ts'
import { dropEarlyRequests, requestEarly } from './earlyRequests.ts'
import { bannerListEndpoint } from './endpoints.ts'
import { activateAccount, getActiveSession, saveSession } from './session.ts'
import { updateSettings } from './settings.ts'
import { getToasts } from './toast.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const user = { id: 1, address: account, invite_code: 'ABC123', parent_id: 0, nickname: '' }

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

function lastToast() {
  return getToasts().at(-1)
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear()
    activateAccount(null)
    updateSettings({ language: 'en-US' })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    dropEarlyRequests()
  })

  it('sends JSON, Lang and the bearer token, and returns validated data', async () => {
    saveSession({ token: 'tok-1', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    updateSettings({ language: 'ja-JP' })
    const fetchMock = respond(200, { code: 200, msg: 'ok', data: user })
    vi.stubGlobal('fetch', fetchMock)

    await expect(api(userInfo, {})).resolves.toEqual(user)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/uc/info')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Lang: 'ja-JP', Authorization: 'Bearer tok-1' })
  })

  it('never sends an address as identity when signed out', async () => {
    const fetchMock = respond(200, { code: 200, msg: 'ok', data: { parent_id: 2, parent_address: account } })
    vi.stubGlobal('fetch', fetchMock)
    const result = await apiRequest(bindRecommender, { parent_addr: ` ${account}` })
    expect(result.msg).toBe('ok')
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).not.toHaveProperty('Authorization')
    expect(init.method).toBe('POST')
    // Submitted as entered (spec 5): no client trimming or checking.
    expect(JSON.parse(String(init.body))).toEqual({ parent_addr: ` ${account}` })
  })

  it('toasts the message of a 403 and rejects', async () => {
    vi.stubGlobal('fetch', respond(403, { code: 403, msg: 'You are not allowed to do this', data: null, error: 'forbidden' }))
    const error = await rejection(api(userInfo, {}))
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'You are not allowed to do this' })
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'You are not allowed to do this' })
  })

  it('toasts the server msg of another status, or the generic text when none', async () => {
    vi.stubGlobal('fetch', respond(409, { code: 409, msg: 'A referrer is already bound', data: null, error: 'uc.parent_bound' }))
    expect((await rejection(api(userInfo, {}))).message).toBe('A referrer is already bound')
    expect(lastToast()?.message).toBe('A referrer is already bound')

    vi.stubGlobal('fetch', respond(404, {}))
    expect((await rejection(api(userInfo, {}))).message).toBe('Something went wrong, please try again later')
    expect(lastToast()?.message).toBe('Something went wrong, please try again later')
  })

  it('maps HTTP 500 and "status code 500" network errors to the server error text', async () => {
    vi.stubGlobal('fetch', respond(500, { code: 500, msg: 'boom', data: null, error: 'internal' }))
    expect(await rejection(api(userInfo, {}))).toMatchObject({ kind: 'server', message: 'Server error, please try again later' })

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('Request failed with status code 500'))))
    expect(await rejection(api(userInfo, {}))).toMatchObject({ kind: 'server', message: 'Server error, please try again later' })
    expect(lastToast()?.message).toBe('Server error, please try again later')
  })

  it('times out with "Connection timed out"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    const error = await rejection(api(userInfo, {}, { timeoutMs: 10 }))
    expect(error).toMatchObject({ kind: 'timeout', message: 'Connection timed out' })
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'Connection timed out' })
  })

  it('uses the stored language for its own texts', async () => {
    updateSettings({ language: 'zh-CN' })
    const { i18n } = await import('../i18n/i18n.ts')
    await i18n.changeLanguage('zh-CN')
    vi.stubGlobal('fetch', respond(500, {}))
    expect((await rejection(api(userInfo, {}))).message).toBe('服务器错误，请稍后再试')
    await i18n.changeLanguage('en-US')
  })

  it('rejects a 200 whose data does not match the schema', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 200, msg: 'ok', data: { domain: 1 } }))
    expect(await rejection(api(siteConfig, {}))).toMatchObject({ kind: 'invalid_response' })
  })

  it('treats an envelope code other than 200 as a failure with its msg', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 400, msg: 'Invalid request', data: null }))
    expect((await rejection(api(userInfo, {}))).message).toBe('Invalid request')
  })

  it('drops the session the server no longer accepts', async () => {
    saveSession({ token: 'stale', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    vi.stubGlobal('fetch', respond(401, { code: 401, msg: 'Please connect your wallet and sign in', data: null, error: 'unauthorized' }))
    await rejection(api(userInfo, {}))
    expect(getActiveSession()).toBeNull()
  })

  it('does not toast when the caller aborts', async () => {
    const before = getToasts().length
    const controller = new AbortController()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    const pending = api(userInfo, {}, { signal: controller.signal })
    controller.abort()
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' })
    expect(getToasts().length).toBe(before)
  })

  it('does not toast when the caller aborts while the body is still arriving', async () => {
    const before = getToasts().length
    const controller = new AbortController()
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"code":200,'))
        controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason))
      },
    })
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })))
    const pending = api(userInfo, {}, { signal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.abort()
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' })
    expect(getToasts().length).toBe(before)
  })

  it('takes over a request started early (boot.ts) and checks its answer like its own', async () => {
    const banners = { list: [{ id: 1, title: 'Swap', image: '/banners/banner1.svg', link: '' }] }
    const fetchMock = respond(200, { code: 200, msg: 'ok', data: banners })
    vi.stubGlobal('fetch', fetchMock)
    requestEarly(bannerListEndpoint)
    await expect(api(bannerList, {})).resolves.toEqual(banners)
    await expect(api(bannerList, {})).resolves.toEqual(banners)
    // The first call took the early request over; the second made its own.
    expect(fetchMock).toHaveBeenCalledTimes(2)

    vi.stubGlobal('fetch', respond(200, { code: 200, msg: 'ok', data: { list: [{ id: 'not a number' }] } }))
    requestEarly(bannerListEndpoint)
    expect(await rejection(api(bannerList, {}))).toMatchObject({ kind: 'invalid_response' })
  })

  it('still times out when a request started early never answers', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)))
    requestEarly(bannerListEndpoint)
    expect(await rejection(api(bannerList, {}, { timeoutMs: 10 }))).toMatchObject({ kind: 'timeout' })
  })
})
