import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Address } from 'viem'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { getToasts } from '../../../lib/toast.ts'
import { fixtureAddress, fixtureChain } from '../../../test/chainConfigFixture.ts'
import type { StakingAccount, StakingSetup, StakingState } from '../chain/stakingReads.ts'
import { TxKitProvider, type TxKit } from '../chain/txKit.ts'
import { LpStaking } from './LpStaking.tsx'

const e18 = 10n ** 18n
const mocks = vi.hoisted(() => ({
  account: undefined as string | undefined,
  reads: undefined as unknown,
  tx: { busy: undefined, pending: undefined, closePending: vi.fn(), approve: vi.fn(), stake: vi.fn(), withdraw: vi.fn(), harvest: vi.fn() },
}))
vi.mock('../../../lib/walletState.ts', async (original) => ({ ...(await original<typeof import('../../../lib/walletState.ts')>()), useWalletConnection: () => ({ status: mocks.account ? 'connected' : 'disconnected', address: mocks.account, chainId: undefined }) }))
vi.mock('../chain/useStakingReads.ts', () => ({ useStakingReads: () => mocks.reads }))
vi.mock('../chain/useStakingTx.ts', () => ({ useStakingTx: () => mocks.tx }))

const setup: StakingSetup = {
  staking: fixtureAddress('5') as Address,
  lpToken: fixtureAddress('6') as Address,
  reward: { address: fixtureAddress('7') as Address, symbol: 'BtPi', decimals: 18 },
  quote: { address: fixtureChain.wrappedNative as Address, symbol: 'WBNB', decimals: 18 },
  rewardSide: 1,
}
// 1 BtPi a second, BtPi at 0.01 BNB, 10 of 1,000 LP staked (20 BNB): 1,576,800 %.
const state = (account: StakingAccount | undefined): StakingState => ({
  totalStaked: 10n * e18,
  rewardRate: e18,
  periodFinish: 2_000n,
  rewardReserve: 100_000n * e18,
  quoteReserve: 1_000n * e18,
  lpTotalSupply: 1_000n * e18,
  blockTime: 1_000n,
  account,
})
const position = (overrides: Partial<StakingAccount> = {}): StakingAccount => ({ staked: 0n, earned: 0n, lpBalance: 5n * e18, allowance: 0n, ...overrides })

const kit: TxKit = {
  estimateWrite: vi.fn(),
  trackedSend: vi.fn(),
  explorerTxUrl: () => undefined,
  PendingDialog: ({ pending }) => (pending ? <div data-testid="pending" /> : null),
  canonicalMulticall3: fixtureAddress('c') as Address,
}

function renderCard(account: StakingAccount | undefined, onlyMine = false) {
  mocks.account = account ? fixtureAddress('9') : undefined
  mocks.reads = { setup: { data: setup }, state: { data: state(account) } }
  render(
    <TxKitProvider value={kit}>
      <LpStaking chain={fixtureChain} staking={setup.staking} onlyMine={onlyMine} />
    </TxKitProvider>,
  )
}

describe('LpStaking', () => {
  beforeEach(() => {
    updateSettings({ language: 'en-US' })
    for (const spy of [mocks.tx.approve, mocks.tx.stake, mocks.tx.withdraw, mocks.tx.harvest]) spy.mockClear()
  })
  afterEach(cleanup)

  it("shows the pair as BtPi-BNB, the APR from the reward rate and reserves, and the account's figures", () => {
    renderCard(position({ staked: 2n * e18, earned: e18 + e18 / 2n, allowance: 1n }))
    expect(screen.getByRole('heading').textContent).toBe('BtPi-BNB LP')
    expect(screen.getByTestId('earn-lp-apr').textContent).toBe('1,576,800%')
    expect(screen.getByTestId('earn-lp-earned').textContent).toBe('1.5')
    expect(screen.getByTestId('earn-lp-staked').textContent).toBe('2')
    expect(screen.getByTestId('earn-lp-balance').textContent).toBe('5')
    expect(screen.getByTestId('earn-lp-total').textContent).toBe('10')
  })

  it('asks for approval while the allowance is 0, and shows + and − after it', () => {
    renderCard(position())
    expect(screen.queryByTestId('earn-lp-stake')).toBeNull()
    fireEvent.click(screen.getByTestId('earn-lp-approve'))
    expect(mocks.tx.approve).toHaveBeenCalledWith(expect.objectContaining({ message: 'Approve BtPi-BNB LP for staking' }))
    cleanup()
    renderCard(position({ allowance: 10n }))
    expect(screen.queryByTestId('earn-lp-approve')).toBeNull()
    expect(screen.getByTestId('earn-lp-stake').hasAttribute('disabled')).toBe(false)
    // Nothing staked: nothing to unstake.
    expect(screen.getByTestId('earn-lp-unstake').hasAttribute('disabled')).toBe(true)
  })

  it('stakes from the + popup, with the status popup texts of a swap', () => {
    renderCard(position({ allowance: 10n }))
    fireEvent.click(screen.getByTestId('earn-lp-stake'))
    fireEvent.change(screen.getByTestId('earn-lp-amount'), { target: { value: '2' } })
    fireEvent.click(screen.getByTestId('earn-lp-confirm'))
    expect(mocks.tx.stake).toHaveBeenCalledWith(2n * e18, { title: 'Stake LP', message: 'Stake 2 BtPi-BNB LP', fromInput: '2 BtPi-BNB LP', toInput: 'LP mining pool' })
    expect(screen.queryByTestId('earn-lp-dialog')).toBeNull()
  })

  it('answers a harvest of nothing with swap162 and asks no wallet; harvests what was earned', () => {
    renderCard(position({ allowance: 10n }))
    fireEvent.click(screen.getByTestId('earn-lp-harvest'))
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'There is nothing to harvest yet' })
    expect(mocks.tx.harvest).not.toHaveBeenCalled()
    cleanup()
    renderCard(position({ allowance: 10n, staked: 2n * e18, earned: e18 / 4n }))
    fireEvent.click(screen.getByTestId('earn-lp-harvest'))
    expect(mocks.tx.harvest).toHaveBeenCalledWith(expect.objectContaining({ message: 'Harvest 0.25 BtPi', toInput: '0.25 BtPi' }))
  })

  it('says the same harvest amount in the card, the toast and the popup, never all 18 decimals', () => {
    renderCard(position({ allowance: 10n, staked: 2n * e18, earned: 19_560_185_185_185_184_722n }))
    expect(screen.getByTestId('earn-lp-earned').textContent).toBe('19.5601')
    fireEvent.click(screen.getByTestId('earn-lp-harvest'))
    expect(mocks.tx.harvest).toHaveBeenCalledWith(expect.objectContaining({ message: 'Harvest 19.5601 BtPi', toInput: '19.5601 BtPi' }))
  })

  it('shows the public figures and asks for a wallet when none is connected', () => {
    renderCard(undefined)
    expect(screen.getByTestId('earn-lp-apr').textContent).toBe('1,576,800%')
    expect(screen.getByTestId('earn-lp-staked').textContent).toBe('—')
    expect(screen.getByTestId('earn-lp-connect').textContent).toBe('Connect your wallet to stake LP.')
  })

  it('keeps the card with only mine while something is staked or earned', () => {
    renderCard(position({ allowance: 10n }), true)
    expect(screen.getByTestId('earn-lp-none').textContent).toBe('You have no LP staked.')
    cleanup()
    renderCard(position({ allowance: 10n, earned: 1n }), true)
    expect(screen.getByTestId('earn-lp-card')).toBeTruthy()
  })
})
