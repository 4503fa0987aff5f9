import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { createQueryClient } from '../lib/queryClient.ts'
import { activateAccount, saveSession } from '../lib/session.ts'
import { updateSettings } from '../lib/settings.ts'

/** Helpers of the web's component tests (not a test file itself). */

export const testAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Each test starts signed in as testAccount, in English; the DOM, the session and stubbed globals are cleared after it. */
export function signedInEachTest(reset: () => void = () => undefined): void {
  beforeEach(() => {
    localStorage.clear()
    updateSettings({ language: 'en-US' })
    saveSession({ token: 'tok', address: testAccount, expires_at: new Date(Date.now() + 60_000).toISOString() })
    reset()
  })
  afterEach(() => {
    cleanup()
    activateAccount(null)
    vi.unstubAllGlobals()
  })
}

/** `search`: the query string ('?status=0'), for lists whose answer depends on it. */
export type FakeCall = { method: string; path: string; search: string; body: Record<string, unknown> | undefined }
/** An API answer: the envelope's code and its data or message. */
export type FakeAnswer = { code: number; data?: unknown; msg?: string }

export const ok = (data: unknown): FakeAnswer => ({ code: 200, data })

/**
 * `fetch` answering the API: `answer` gives each call's answer, undefined for 404; an action nonce
 * is handed out unless `answer` says otherwise. Every call is recorded, body parsed.
 */
export function fakeApi(answer: (path: string, call: FakeCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>) {
  const calls: FakeCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname: path, search } = new URL(url, 'http://local')
      const call = { method: init.method ?? 'GET', path, search, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined }
      calls.push(call)
      const given = (await answer(path, call)) ?? (path === '/api/auth/action-nonce' ? ok({ nonce: 'n1', expires_at: new Date(Date.now() + 60_000).toISOString() }) : { code: 404, msg: path })
      return new Response(JSON.stringify({ msg: 'success', data: null, ...given }), { status: given.code === 200 ? 200 : given.code })
    }),
  )
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') }
}

export function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>)
}
