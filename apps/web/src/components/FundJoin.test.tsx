import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import '../i18n/i18n.ts'
import { createQueryClient } from '../lib/queryClient.ts'
import { activateAccount, saveSession } from '../lib/session.ts'
import { updateSettings } from '../lib/settings.ts'
import { getToasts } from '../lib/toast.ts'
import { FundJoin } from './FundJoin.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('wagmi', async (original) => ({ ...(await original<typeof import('wagmi')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))
vi.mock('../lib/walletHooks.ts', () => ({ useSignMessage: () => ({ mutateAsync: signMessage }) }))

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const config = { status: '1' as const, fund_amount: '20', burn_rate: '0.5', pledge_days: 365, daily_rate: '0.001', token: 'HAP', token_id: 1, joined_num: 0 }

/** A server where the caller holds `usable` HAP. */
function serverWith(usable: string) {
  const posts: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://local').pathname
      if (init.method === 'POST') posts.push(path)
      const answers: Record<string, unknown> = {
        '/api/wallet/info': { token: 'HAP', token_id: 1, logo: '', decimals: 18, contract: account, usable, frozen: '0', balance: usable },
        '/api/auth/action-nonce': { nonce: 'n1', expires_at: new Date(Date.now() + 60_000).toISOString() },
        '/api/circulation/fund/join': { num: 3, amount: '60', status: '2' },
      }
      const data = answers[path]
      return new Response(JSON.stringify(data === undefined ? { code: 404, msg: path, data: null } : { code: 200, msg: 'success', data }), { status: data === undefined ? 404 : 200 })
    }),
  )
  return { posts }
}

async function joinThreeShares() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FundJoin config={config} title="Fund" />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByTestId('fund-open'))
  fireEvent.change(await screen.findByTestId('fund-quantity'), { target: { value: '3' } })
  // The balance query settles before the confirm, as it would while the user reads the popup.
  await new Promise((resolve) => setTimeout(resolve, 50))
  fireEvent.click(screen.getByTestId('fund-confirm'))
}

describe('FundJoin', () => {
  beforeEach(() => {
    localStorage.clear()
    updateSettings({ language: 'en-US' })
    saveSession({ token: 'tok', address: account, expires_at: new Date(Date.now() + 60_000).toISOString() })
    signMessage.mockClear()
  })
  afterEach(() => {
    cleanup()
    activateAccount(null)
    vi.unstubAllGlobals()
  })

  it('checks the balance before asking the wallet to sign (d80)', async () => {
    const server = serverWith('50')
    await joinThreeShares()
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Insufficient balance' }))
    expect(signMessage).not.toHaveBeenCalled()
    expect(server.posts).toEqual([])
  })

  it('signs and joins when the balance pays for the shares', async () => {
    const server = serverWith('60')
    await joinThreeShares()
    await waitFor(() => expect(server.posts).toEqual(['/api/circulation/fund/join']))
    expect(signMessage).toHaveBeenCalledTimes(1)
  })
})
