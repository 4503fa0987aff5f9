import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address, Hex } from 'viem'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fixtureAddress, fixtureChain, fixtureStakingSetup } from '../../../test/chainConfigFixture.ts'
import { TxKitProvider, type TxKit } from './txKit.ts'
import { useStakingTx } from './useStakingTx.ts'

vi.mock('../../../lib/readClient.ts', async (original) => ({ ...(await original<typeof import('../../../lib/readClient.ts')>()), useReadClient: () => ({}) }))
vi.mock('../../../lib/walletHooks.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletHooks.ts')>()), useWalletClient: () => ({ data: {} }) }))

const hash = `0x${'12'.repeat(32)}` as Hex
const setup = fixtureStakingSetup
const texts = { title: 'Stake LP', message: 'Stake 2 BtPi-BNB LP', fromInput: '2 BtPi-BNB LP', toInput: 'LP mining pool' }

function kitWith(trackedSend: TxKit['trackedSend']): TxKit {
  return { estimateWrite: vi.fn(async () => 100_000n), trackedSend, explorerTxUrl: () => undefined, PendingDialog: () => null, canonicalMulticall3: fixtureAddress('c') as Address }
}

function renderTx(kit: TxKit) {
  const onSettled = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => <TxKitProvider value={kit}>{children}</TxKitProvider>
  const { result } = renderHook(() => useStakingTx(fixtureChain, setup, fixtureAddress('9') as Address, onSettled), { wrapper })
  return { result, onSettled }
}

describe('useStakingTx', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('stakes with a gas margin, moves the popup to confirmed with the hash, and toasts the receipt', async () => {
    const kit = kitWith(vi.fn(async ({ onHash }) => (onHash?.(hash), hash)))
    const { result, onSettled } = renderTx(kit)
    await act(() => result.current.stake(2n, texts))
    expect(kit.trackedSend).toHaveBeenCalledWith(expect.objectContaining({ gas: 160_000n, write: expect.objectContaining({ address: setup.staking, functionName: 'stake', args: [2n] }), title: 'Stake LP' }))
    expect(result.current.pending).toEqual({ status: 1, hash, fromInput: texts.fromInput, toInput: texts.toInput, confirmed: true })
    expect(getToasts().at(-1)).toMatchObject({ kind: 'success', message: 'Confirmed: Stake 2 BtPi-BNB LP' })
    expect(onSettled).toHaveBeenCalledTimes(1)
  })

  it('shows status 2 when the wallet refuses or the call reverts', async () => {
    const { result } = renderTx(kitWith(vi.fn(async () => Promise.reject(Object.assign(new Error('rejected'), { code: 4001 })))))
    await act(() => result.current.withdraw(1n, texts))
    expect(result.current.pending?.status).toBe(2)
  })

  it('says swap74 when the approval fails, and approves the staking contract for the maximum', async () => {
    const kit = kitWith(vi.fn(async () => Promise.reject(new Error('transaction reverted'))))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderTx(kit)
    await act(() => result.current.approve(texts))
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Approval failed' })
    expect(kit.trackedSend).toHaveBeenCalledWith(expect.objectContaining({ gas: 100_000n, write: expect.objectContaining({ address: setup.lpToken, functionName: 'approve', args: [setup.staking, 2n ** 256n - 1n] }) }))
  })

  it('sends one harvest however often it is asked for while one is in flight', async () => {
    let finish: (value: Hex) => void = () => undefined
    const kit = kitWith(vi.fn(() => new Promise<Hex>((resolve) => (finish = resolve))))
    const { result } = renderTx(kit)
    let first: Promise<boolean> = Promise.resolve(false)
    let second: Promise<boolean> = Promise.resolve(false)
    act(() => {
      first = result.current.harvest(texts)
      second = result.current.harvest(texts)
    })
    expect(await second).toBe(false)
    await act(async () => {
      await vi.waitFor(() => expect(kit.trackedSend).toHaveBeenCalledTimes(1))
      finish(hash)
      await first
    })
    expect(kit.trackedSend).toHaveBeenCalledWith(expect.objectContaining({ write: expect.objectContaining({ functionName: 'getReward' }) }))
  })
})
