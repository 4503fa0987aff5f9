import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { activateAccount, saveSession, useSession } from '../../../lib/session.ts'
import { noteUserConnect, publishConnection } from '../../../lib/walletState.ts'
import { useSessionSync } from './useSessionSync.ts'

const alice = '0x00000000000000000000000000000000000000a1'
const bob = '0x00000000000000000000000000000000000000b0'

// The wallet's signature stands for itself: a sign-in the user would accept saves a session.
const signIn = vi.hoisted(() => vi.fn())
vi.mock('./useSignIn.ts', () => ({ useSignIn: () => ({ mutate: signIn }) }))
vi.mock('../api/signIn.ts', async () => {
  const { clearSession } = await import('../../../lib/session.ts')
  return { signOut: async (address: string) => clearSession(address) }
})
vi.mock('./completeAccountOnce.ts', () => ({ completeAccountOnce: () => undefined }))

function Header() {
  useSessionSync()
  const session = useSession()
  return <span data-testid="header">{session ? `signed in as ${session.address}` : 'Sign in'}</span>
}

const wallet = (status: 'connected' | 'disconnected' | 'reconnecting', address?: `0x${string}`) =>
  act(() => publishConnection({ status, address, chainId: address ? 31337 : undefined }))
const header = () => screen.getByTestId('header').textContent

describe('useSessionSync', () => {
  beforeEach(() => {
    localStorage.clear()
    signIn.mockReset().mockImplementation((address: string) => saveSession({ token: `tok-${address}`, address, expires_at: new Date(Date.now() + 60_000).toISOString() }))
    publishConnection({ status: 'disconnected', address: undefined, chainId: undefined })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Header />
      </QueryClientProvider>,
    )
  })
  afterEach(() => {
    cleanup()
    activateAccount(null)
  })

  it('asks for no signature when the page finds the wallet connected, only when the user acts', async () => {
    await wallet('reconnecting')
    await wallet('connected', alice)
    expect(signIn).not.toHaveBeenCalled()
    expect(header()).toBe('Sign in')
    await act(() => noteUserConnect())
    expect(signIn).toHaveBeenCalledWith(alice)
    expect(header()).toBe(`signed in as ${alice}`)
  })

  it('signs in again when the user connects after a disconnect', async () => {
    await wallet('connected', alice)
    await act(() => noteUserConnect())
    expect(header()).toBe(`signed in as ${alice}`)
    await wallet('disconnected')
    expect(header()).toBe('Sign in')
    await wallet('connected', alice)
    await act(() => noteUserConnect())
    expect(signIn).toHaveBeenCalledTimes(2)
    expect(header()).toBe(`signed in as ${alice}`)
  })

  it('signs the new account in when the user switches accounts in the wallet, and uses a stored session without asking', async () => {
    await wallet('connected', alice)
    await act(() => noteUserConnect())
    await wallet('connected', bob)
    expect(signIn).toHaveBeenLastCalledWith(bob)
    expect(header()).toBe(`signed in as ${bob}`)
    await wallet('connected', alice)
    expect(signIn).toHaveBeenCalledTimes(2)
    expect(header()).toBe(`signed in as ${alice}`)
  })
})
