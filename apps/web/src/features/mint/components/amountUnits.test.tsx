import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { MintRecords } from './MintRecords.tsx'
import { RewardCards } from './RewardCards.tsx'

const asset = { token: 'BtPi', cp_reward: '0', claimed_cp_reward: '9.18', share_reward: '1.5', claimed_share_reward: '0', node_reward: '0', claimed_node_reward: '0', super_node_reward: '0', claimed_super_node_reward: '0' }
const record = { id: 1, amount: '100', cp: '100', out_amount: '200', remain_amount: '200', status: 1, created_at: '2026-01-02T03:04:05Z', hap_amount: '0', btpi_amount: '0' }
vi.mock('../api/walletAsset.ts', () => ({ useWalletAsset: () => ({ isPending: false, isError: false, data: asset }) }))
vi.mock('../api/claim.ts', () => ({ useClaim: () => ({ isPending: false, mutate: vi.fn() }) }))
vi.mock('../api/mintList.ts', () => ({ useMintRecords: () => ({ isPending: false, isError: false, hasNextPage: false, data: { pages: [{ list: [record] }] } }) }))

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim()

describe('mint amounts name their unit', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('says what is claimable in the reward token, as the claimed line does', () => {
    render(<RewardCards />)
    expect(text(screen.getByTestId('reward-claimable-0').closest('strong'))).toBe('0 BtPi')
    expect(text(screen.getByTestId('reward-claimable-1').closest('strong'))).toBe('1.5 BtPi')
  })

  it('gives a record its maximum output and what remains in USD', () => {
    render(<MintRecords />)
    expect(text(screen.getByTestId('mint-record-max').closest('dd'))).toBe('200 USD')
    expect(text(screen.getByTestId('mint-record-remain').closest('dd'))).toBe('200 USD')
  })
})
