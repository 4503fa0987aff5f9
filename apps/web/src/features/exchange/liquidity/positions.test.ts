import { describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { readKey, type ReadRequest, type Reserves } from '../chain/readRequests.ts'
import type { Token } from '../tokens/token.ts'
import { positionRequests } from './positionReads.ts'
import { positionCandidates, toPosition, visiblePositions } from './positions.ts'

const addr = (digit: string) => `0x${digit.repeat(40)}` as Address
const wbnb = addr('1')
const usdt = addr('2')
const hap = addr('3')
const account = addr('9')
const chain = { chainId: 56, wrappedNative: wbnb, nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, tokens: [] } as unknown as ChainConfig
const token = (symbol: string, address: Address, isNative = false): Token => ({ chainId: 56, address, name: symbol, symbol, decimals: 18, isNative })
const tokens = [token('BNB', wbnb, true), token('USDT', usdt), token('HAP', hap), token('WBNB', wbnb)]

describe('positionCandidates', () => {
  it('puts stored pairs first, adds discovered ones once, and shows the wrapped native as the native coin', () => {
    const stored = [{ fromAddress: hap, fromSymbol: 'HAP', fromDecimals: 18, toAddress: usdt, toSymbol: 'USDT', toDecimals: 18, lpAddress: addr('a') }]
    const discovered = [
      { address: addr('a'), token0: usdt, token1: hap },
      { address: addr('b'), token0: wbnb, token1: usdt },
    ]
    const candidates = positionCandidates(stored, discovered, tokens, chain)
    expect(candidates.map((candidate) => [candidate.lpAddress, candidate.tokenA.symbol, candidate.tokenB.symbol, candidate.stored])).toEqual([
      [addr('a'), 'HAP', 'USDT', true],
      [addr('b'), 'BNB', 'USDT', false],
    ])
    expect(candidates[1]?.tokenA.isNative).toBe(true)
  })
})

describe('toPosition', () => {
  const candidate = { lpAddress: addr('a'), tokenA: token('HAP', hap), tokenB: token('USDT', usdt), stored: false }
  const reads = (lpBalance: bigint) => {
    const values = new Map<string, bigint | Reserves>()
    const set = (request: ReadRequest, value: bigint | Reserves) => values.set(readKey(request), value)
    const [balance, reserves, supply] = positionRequests([candidate], account)
    set(balance!, lpBalance)
    // token0 is USDT (the lower address): reserves are (USDT, HAP).
    set(reserves!, { reserve0: 1000n, reserve1: 3000n })
    set(supply!, 100n)
    return { values }
  }

  it('orients the pooled amounts to the row’s tokens and computes the share', () => {
    const position = toPosition(candidate, reads(10n), account)
    expect(position).toMatchObject({ lpBalance: 10n, amountA: 300n, amountB: 100n })
    expect(position?.share).toEqual({ numerator: 10n, denominator: 100n })
  })

  it('is undefined until every read is in, and hides empty discovered pairs', () => {
    expect(toPosition(candidate, { values: new Map() }, account)).toBeUndefined()
    const empty = toPosition(candidate, reads(0n), account)!
    expect(visiblePositions([empty])).toEqual([])
    expect(visiblePositions([{ ...empty, stored: true }])).toHaveLength(1)
  })
})
