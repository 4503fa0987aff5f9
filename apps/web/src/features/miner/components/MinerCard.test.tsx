import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../../../test/signedIn.tsx'
import { MinerCard } from './MinerCard.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useSignMessage: () => ({ mutateAsync: signMessage }) }))

const idle = { status: 0, countdown: 0, started_at: null, ends_at: null, production: '0', token: 'HAPC' }
const summary = { usable: '0', share_num: 0, units: 1, rate: '1', total_mined: '0', total_cap: '100', token: 'HAPC' }
const airdrop = { usable: '0', dr_num: 0, get_amount: '0', token: 'HAPC' }

describe('MinerCard', () => {
  signedInEachTest(() => signMessage.mockClear())

  it("says the airdrop centre's h46 when the start's signature is refused, and starts nothing", async () => {
    const server = fakeApi((path) => (path === '/api/auth/action-nonce' ? undefined : ok(path === '/api/miner/info' ? idle : path === '/api/miner/summary' ? summary : airdrop)))
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    renderWithQueries(<MinerCard />)
    fireEvent.click(await screen.findByTestId('miner-start'))
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Signature refused. Nothing was sent.' }))
    expect(server.posts()).toEqual([])
  })
})
