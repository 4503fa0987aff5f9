import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { activateAccount, saveSession } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { getToasts } from '../../../lib/toast.ts'
import { AirdropCard } from './AirdropCard.tsx'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A server with this airdrop balance; answers a claim by moving all of it. */
function serverWith(usable: string) {
  const calls: Array<{ method: string; path: string }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://local').pathname
      calls.push({ method: init.method ?? 'GET', path })
      const data = path === '/api/airdrop/claim' ? { amount: usable, token: 'HAPC' } : { usable, dr_num: 2, get_amount: '9.18', token: 'HAPC' }
      return new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 })
    }),
  )
  return calls
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AirdropCard />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return screen.findByTestId('airdrop-claim')
}

describe('AirdropCard', () => {
  beforeEach(() => {
    localStorage.clear()
    updateSettings({ language: 'en-US' })
    saveSession({ token: 'tok', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
  })
  afterEach(() => {
    cleanup()
    activateAccount(null)
    vi.unstubAllGlobals()
  })

  it('shows the claimable amount and, at zero, answers a tap with a toast and sends nothing', async () => {
    const calls = serverWith('0')
    const claim = await renderCard()
    expect(claim.textContent).toBe('Claim 0 HAPC')
    // What was claimed names its token too, as the claimable balance above it does.
    expect(screen.getByTestId('airdrop-claimed').closest('dd')?.textContent).toBe('9.18 HAPC')
    expect(claim.className).toContain('is-empty')
    fireEvent.click(claim)
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'There is nothing to claim' })
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('claims a balance with one POST and reloads the summary', async () => {
    const calls = serverWith('45.5')
    const claim = await renderCard()
    expect(claim.textContent).toBe('Claim 45.5 HAPC')
    fireEvent.click(claim)
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Claimed' }))
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/airdrop/claim' }])
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/airdrop/summary')).toHaveLength(2))
  })

  it('shows withdraw as not open yet (swap65)', async () => {
    serverWith('1')
    await renderCard()
    fireEvent.click(screen.getByTestId('airdrop-withdraw'))
    expect(getToasts().at(-1)).toMatchObject({ kind: 'info', message: 'This feature is not open yet' })
  })
})
