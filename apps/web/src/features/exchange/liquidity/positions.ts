import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { Fraction } from '@hapdex/core/amount/fraction'
import { amountsForLiquidity, poolShare } from '@hapdex/core/amm/liquidity'
import { sortTokens } from '@hapdex/core/amm/sortTokens'
import type { PairRef } from '../chain/pairAddresses.ts'
import { readBigint, readReserves, type ReadResults } from '../chain/chainReads.ts'
import type { Token } from '../tokens/token.ts'
import { listTokenFor, storedPairTokens } from './pairTokens.ts'
import type { StoredPair } from './storedPairs.ts'

/** A pool whose position the list shows: saved by the user, or found among the default tokens' pairs. */
export type PositionCandidate = {
  readonly lpAddress: Address
  readonly tokenA: Token
  readonly tokenB: Token
  readonly stored: boolean
}

/** Spec 3 liquidity position view, from one poll. */
export type Position = PositionCandidate & {
  readonly lpBalance: bigint
  readonly amountA: bigint
  readonly amountB: bigint
  readonly share: Fraction
}

/** Stored pairs first, then discovered pairs not stored, each lpAddress once. */
export function positionCandidates(stored: readonly StoredPair[], discovered: readonly PairRef[], tokens: readonly Token[], chain: ChainConfig): PositionCandidate[] {
  const seen = new Set<string>()
  const candidates: PositionCandidate[] = []
  for (const pair of stored) {
    const [tokenA, tokenB] = storedPairTokens(pair, chain)
    seen.add(pair.lpAddress.toLowerCase())
    candidates.push({ lpAddress: pair.lpAddress as Address, tokenA, tokenB, stored: true })
  }
  for (const pair of discovered) {
    const tokenA = listTokenFor(pair.token0, tokens)
    const tokenB = listTokenFor(pair.token1, tokens)
    if (!tokenA || !tokenB || seen.has(pair.address.toLowerCase())) continue
    seen.add(pair.address.toLowerCase())
    candidates.push({ lpAddress: pair.address, tokenA, tokenB, stored: false })
  }
  return candidates
}

/** A position once its reads are in; undefined while any read is missing. */
export function toPosition(candidate: PositionCandidate, reads: ReadResults | undefined, account: Address): Position | undefined {
  const lpBalance = readBigint(reads, { kind: 'balance', token: candidate.lpAddress, account })
  const totalSupply = readBigint(reads, { kind: 'totalSupply', token: candidate.lpAddress })
  const reserves = readReserves(reads, candidate.lpAddress)
  if (lpBalance === undefined || totalSupply === undefined || !reserves) return undefined
  const [amount0, amount1] = amountsForLiquidity(lpBalance, reserves.reserve0, reserves.reserve1, totalSupply)
  const aIsToken0 = sortTokens(candidate.tokenA.address, candidate.tokenB.address)[0] === candidate.tokenA.address
  return { ...candidate, lpBalance, amountA: aIsToken0 ? amount0 : amount1, amountB: aIsToken0 ? amount1 : amount0, share: poolShare(lpBalance, totalSupply) }
}

/** Stored pairs always show; discovered ones only when the account holds some of them. */
export function visiblePositions(positions: readonly Position[]): Position[] {
  return positions.filter((position) => position.stored || position.lpBalance > 0n)
}
