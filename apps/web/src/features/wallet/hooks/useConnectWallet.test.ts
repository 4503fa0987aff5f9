import { describe, expect, it } from 'vitest'
import type { Connector } from 'wagmi'
import { availableWallets } from './useConnectWallet.ts'

const connector = (id: string) => ({ id, name: id }) as unknown as Connector

describe('availableWallets', () => {
  it('offers EIP-6963 wallets when any announced', () => {
    expect(availableWallets([connector('injected'), connector('io.metamask'), connector('com.okex')], true).map((c) => c.id)).toEqual([
      'io.metamask',
      'com.okex',
    ])
  })
  it('falls back to the legacy window.ethereum of in-app browsers', () => {
    expect(availableWallets([connector('injected')], true).map((c) => c.id)).toEqual(['injected'])
  })
  it('offers nothing without any wallet', () => {
    expect(availableWallets([connector('injected')], false)).toEqual([])
  })
})
