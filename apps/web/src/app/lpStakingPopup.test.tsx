import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import '../i18n/i18n.ts'
import { TxKitProvider, type TxKit } from '../features/earn/chain/txKit.ts'
import { useStakingTx } from '../features/earn/chain/useStakingTx.ts'
import { PendingDialog } from '../features/exchange/swap/SwapDialogs.tsx'
import { updateSettings } from '../lib/settings.ts'
import { fixtureAddress, fixtureChain, fixtureStakingSetup } from '../test/chainConfigFixture.ts'

vi.mock('../lib/readClient.ts', async (original) => ({ ...(await original<typeof import('../lib/readClient.ts')>()), useReadClient: () => ({}) }))
vi.mock('../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../lib/walletHooks.ts')>()), useWalletClient: () => ({ data: {} }) }))

const hash = `0x${'12'.repeat(32)}` as Hex
const setup = fixtureStakingSetup
const texts = { title: 'Harvest', message: 'Harvest 19.5601 BtPi', fromInput: 'LP mining pool', toInput: '19.5601 BtPi' }

/** The LP card's sends with the exchange's own status popup, as routes.tsx wires them. */
function Harness({ onReady }: { onReady: (harvest: () => Promise<boolean>) => void }) {
  const tx = useStakingTx(fixtureChain, setup, fixtureAddress('9') as Address, () => undefined)
  onReady(() => tx.harvest(texts))
  return <PendingDialog pending={tx.pending} onClose={tx.closePending} explorerUrl="" />
}

describe('the LP staking status popup', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('says submitted while the receipt is awaited and confirmed once it is in', async () => {
    let receipt: (value: Hex) => void = () => undefined
    const kit: TxKit = {
      estimateWrite: async () => 100_000n,
      trackedSend: ({ onHash }) => (onHash?.(hash), new Promise<Hex>((resolve) => (receipt = resolve))),
      explorerTxUrl: () => undefined,
      PendingDialog,
      canonicalMulticall3: fixtureAddress('c') as Address,
    }
    let harvest: () => Promise<boolean> = async () => false
    render(
      <TxKitProvider value={kit}>
        <Harness onReady={(run) => (harvest = run)} />
      </TxKitProvider>,
    )
    let done: Promise<boolean> = Promise.resolve(false)
    await act(async () => {
      done = harvest()
    })
    expect(await screen.findByRole('heading', { name: 'Transaction submitted' })).toBeTruthy()
    expect(screen.getByText('Submitted. Waiting for the network to confirm it…')).toBeTruthy()
    await act(async () => {
      receipt(hash)
      await done
    })
    expect(screen.getByRole('heading', { name: 'Transaction confirmed' })).toBeTruthy()
    expect(screen.getByTestId('pending-status').getAttribute('data-confirmed')).toBe('true')
  })
})
