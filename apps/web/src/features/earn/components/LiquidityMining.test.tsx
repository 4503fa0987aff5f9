import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { Address } from 'viem'
import '../../../i18n/i18n.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { activateAccount } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { siteConfigQueryOptions } from '../../../lib/siteConfig.ts'
import { fixtureAddress, fixtureChain } from '../../../test/chainConfigFixture.ts'
import type { TxKit } from '../chain/txKit.ts'
import { LiquidityMining } from './LiquidityMining.tsx'

const kit: TxKit = { estimateWrite: vi.fn(), trackedSend: vi.fn(), explorerTxUrl: () => undefined, PendingDialog: () => null, canonicalMulticall3: fixtureAddress('c') as Address }

/** Signed out, on a chain config without a staking contract (a BSC deployment without LP mining). */
function renderScreen() {
  const client = createQueryClient()
  client.setQueryData(siteConfigQueryOptions().queryKey, { chain: fixtureChain } as never)
  render(
    <QueryClientProvider client={client}>
      <LiquidityMining txKit={kit} />
    </QueryClientProvider>,
  )
}

const sections = () => ['lp', 'pledge', 'fund'].filter((name) => screen.queryByTestId(`earn-${name}-section`) !== null)

describe('LiquidityMining', () => {
  beforeEach(() => {
    localStorage.clear()
    activateAccount(null)
    updateSettings({ language: 'en-US' })
  })
  afterEach(cleanup)

  it('stacks the three programmes under "All", each with its heading', () => {
    renderScreen()
    expect(sections()).toEqual(['lp', 'pledge', 'fund'])
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['LP mining', 'Pledge', 'Fund'])
  })

  it('shows one programme per region tab, without the repeated heading', () => {
    renderScreen()
    fireEvent.click(screen.getByTestId('earn-region-pledge'))
    expect(sections()).toEqual(['pledge'])
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
    expect(screen.getByTestId('earn-region-pledge').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByTestId('earn-region-fund'))
    expect(sections()).toEqual(['fund'])
  })

  it('says LP mining is not available without a staking contract, and asks signed-out visitors to connect', () => {
    renderScreen()
    expect(screen.getByTestId('earn-lp-unavailable').textContent).toBe('LP mining is not available on this network.')
    expect(screen.getByTestId('earn-pledge-signed-out').textContent).toBe('Connect your wallet to see your positions')
    expect(screen.getByTestId('earn-fund-signed-out')).toBeTruthy()
  })

  it('turns the only-mine switch on and off', () => {
    renderScreen()
    const toggle = screen.getByRole('switch', { name: 'Only mine' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
  })
})
