import { describe, expect, it } from 'vitest'
import { fixtureChain as chain } from '../test/chainConfigFixture.ts'
import { wagmiConfigFor } from './wagmi.ts'

describe('wagmiConfigFor', () => {
  it('keeps one config per chain config across renders, even from an equal copy', () => {
    const first = wagmiConfigFor(chain)
    expect(wagmiConfigFor(chain)).toBe(first)
    expect(wagmiConfigFor(structuredClone(chain))).toBe(first)
  })

  it('makes a new config when the chain config changes', () => {
    const first = wagmiConfigFor(chain)
    const moved = wagmiConfigFor({ ...chain, rpcUrls: ['http://127.0.0.1:9545'] })
    expect(moved).not.toBe(first)
    expect(moved.chains[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
  })
})
