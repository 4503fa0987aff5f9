import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chain/chainConfig.ts'
import { isReservedAddress, reservedAddresses, ZERO_ADDRESS } from './reservedAddresses.ts'

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const chain: ChainConfig = {
  key: 'devnet',
  chainId: 31337,
  NetWorkName: 'devnet',
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: '',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: a(1),
  exchanges: {
    v1: { id: 'v1', router: a(2), factory: a(3), storageKey: 'lpList', defaultTokens: [] },
    v2: { id: 'v2', router: a(4), factory: a(5), storageKey: 'lpListV2', defaultTokens: [] },
  },
  tokens: [{ chainId: 31337, address: '0x00000000000000000000000000000000000000AB', name: 'T', symbol: 'T', decimals: 18 }],
}

describe('reservedAddresses', () => {
  const reserved = reservedAddresses(chain, ['0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', undefined])

  it('holds the zero address, our own addresses and the chain contracts, in any case', () => {
    for (const address of [ZERO_ADDRESS, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', a(1), a(2), a(3), a(4), a(5), '0x00000000000000000000000000000000000000ab']) {
      expect(isReservedAddress(address, reserved), address).toBe(true)
    }
  })

  it('leaves users alone', () => {
    expect(isReservedAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', reserved)).toBe(false)
  })
})
