import { Refine } from '@refinedev/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../api/dataProvider.ts'
import { authProvider } from './authProvider.ts'
import { OperatorGate } from './OperatorGate.tsx'
import { saveSession } from './session.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// The shared 2-core machine is slow to render the first time: wait longer than findBy's second.
const slow = { timeout: 8000 }
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderGate() {
  return render(
    <Refine dataProvider={dataProvider} authProvider={authProvider} options={{ disableTelemetry: true }}>
      <OperatorGate>
        <p>the console</p>
      </OperatorGate>
    </Refine>,
  )
}

describe('the operator gate', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('offers the wallet sign-in when signed out, without asking the server', async () => {
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    renderGate()
    expect(await screen.findByRole('button', { name: 'Sign in with wallet' }, slow)).toBeTruthy()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('tells a signed-in address the server answers 403 that it is not an operator', async () => {
    saveSession({ token: 't', address, expires_at: new Date(Date.now() + 60_000).toISOString() })
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { code: 403, msg: 'Forbidden', data: null, error: 'forbidden' })))
    renderGate()
    expect(await screen.findByRole('heading', { name: 'Not an operator' }, slow)).toBeTruthy()
    expect(screen.getByText(new RegExp(address))).toBeTruthy()
    expect(screen.queryByText('the console')).toBeNull()
  })

  it('opens the console to an operator', async () => {
    saveSession({ token: 't', address, expires_at: new Date(Date.now() + 60_000).toISOString() })
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { code: 200, msg: 'ok', data: { address } })))
    renderGate()
    expect(await screen.findByText('the console', {}, slow)).toBeTruthy()
  })

  it('forgets a session the server no longer knows (401) and offers the sign-in again', async () => {
    saveSession({ token: 't', address, expires_at: new Date(Date.now() + 60_000).toISOString() })
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { code: 401, msg: 'Sign in first', data: null, error: 'unauthorized' })))
    renderGate()
    expect(await screen.findByRole('button', { name: 'Sign in with wallet' }, slow)).toBeTruthy()
    expect(localStorage.getItem('hapdex.console.session')).toBeNull()
  })
})
