import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import '../../../i18n/i18n.ts'
import { activateAccount, saveSession } from '../../../lib/session.ts'
import { getToasts } from '../../../lib/toast.ts'
import { InviteBlock } from './InviteBlock.tsx'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <InviteBlock indexPath="/Index" />
    </QueryClientProvider>,
  )
}

function stubUser(user: { invite_code: string; parent_id: number }) {
  const fetchMock = vi.fn(async (url: string, _init: RequestInit) => {
    if (url === '/api/uc/info') {
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { id: 1, address: account, nickname: '', ...user } }))
    }
    if (url === '/api/uc/bind-recommender') {
      return new Response(JSON.stringify({ code: 200, msg: 'Bound!', data: { parent_id: 7, parent_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }))
    }
    throw new Error(url)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('InviteBlock', () => {
  beforeEach(() => {
    localStorage.clear()
    activateAccount(null)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('says there is no invite code when signed out, and offers no bind', () => {
    renderBlock()
    fireEvent.click(screen.getByTestId('copy-invite-link'))
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'No invite code yet, connect your wallet first' })
    expect(screen.queryByTestId('bind-parent-open')).toBeNull()
  })

  it('copies origin + pathname + #/Index?invite_code=', async () => {
    saveSession({ token: 't', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    stubUser({ invite_code: 'AB12CD', parent_id: 3 })
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    renderBlock()
    // The user's answer is checked against its contract, which loads beside the request: tap until the code is there.
    await waitFor(() => {
      fireEvent.click(screen.getByTestId('copy-invite-link'))
      expect(writeText).toHaveBeenCalledWith(`${location.origin}${location.pathname}#/Index?invite_code=AB12CD`)
    })
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Copied' }))
    expect(screen.queryByTestId('bind-parent-open')).toBeNull()
  })

  it('binds the parent as entered when none is bound and toasts the server message', async () => {
    saveSession({ token: 't', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    const fetchMock = stubUser({ invite_code: 'AB12CD', parent_id: 0 })
    renderBlock()
    fireEvent.click(await screen.findByTestId('bind-parent-open'))
    fireEvent.change(screen.getByTestId('bind-parent-input'), { target: { value: ' 0xabc ' } })
    fireEvent.click(screen.getByTestId('bind-parent-submit'))
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Bound!' }))
    const bindCall = fetchMock.mock.calls.find(([url]) => url === '/api/uc/bind-recommender')!
    expect(JSON.parse(String(bindCall[1].body))).toEqual({ parent_addr: ' 0xabc ' })
  })
})
