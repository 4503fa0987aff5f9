import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { AssetList } from './AssetList.tsx'

const list = [
  { token_id: 1, token: 'HAP', logo: '', usable: '10000', balance: '10000' },
  { token_id: 2, token: 'USDT', logo: '', usable: '0.5', balance: '0.5' },
]
vi.mock('../../../lib/session.ts', async (original) => ({ ...(await original<typeof import('../../../lib/session.ts')>()), useSession: () => ({ address: '0x1' }) }))
vi.mock('../api/walletList.ts', () => ({ useHomeWallet: () => ({ isPending: false, data: { list } }) }))

describe('AssetList', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('shows balances as every other screen does: 10,000, not 10,000.000', () => {
    render(<AssetList />)
    expect(screen.getByTestId('home-asset-HAP').textContent).toBe('HAP10,000')
    expect(screen.getByTestId('home-asset-USDT').textContent).toBe('USDT0.5')
  })
})
