import type { Abi, AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { feeOnTransferTokenAbi, stakingRewardsAbi, taxedTokenAbi, taxFreeLiquidityAbi, testTokenAbi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi, wrappedNativeAbi } from './abis.ts'
import { loadStakingRewardsArtifact, loadUniswapArtifacts } from './artifacts.ts'
import { compileContracts } from './compile.ts'

/** Name, parameter types, indexed flags, mutability and outputs: everything a caller relies on. */
function signatures(abi: Abi): Set<string> {
  const types = (parameters: readonly AbiParameter[]) =>
    parameters.map((parameter) => `${parameter.type}${'indexed' in parameter && parameter.indexed ? ' indexed' : ''}`).join(',')
  const result = new Set<string>()
  for (const item of abi) {
    if (item.type === 'function') result.add(`function ${item.name}(${types(item.inputs)}) ${item.stateMutability} returns (${types(item.outputs)})`)
    if (item.type === 'event') result.add(`event ${item.name}(${types(item.inputs)})`)
  }
  return result
}

function missingFrom(handWritten: Abi, artifact: Abi): string[] {
  const available = signatures(artifact)
  return [...signatures(handWritten)].filter((signature) => !available.has(signature))
}

describe('hand-written ABIs', () => {
  const uniswap = loadUniswapArtifacts()

  it('match the Uniswap V2 artifacts', () => {
    expect(missingFrom(uniswapV2RouterAbi, uniswap.router.abi)).toEqual([])
    expect(missingFrom(uniswapV2FactoryAbi, uniswap.factory.abi)).toEqual([])
    expect(missingFrom(uniswapV2PairAbi, uniswap.pair.abi)).toEqual([])
  })

  it('match the StakingRewards artifact', () => {
    const artifact = loadStakingRewardsArtifact().abi
    expect(missingFrom(stakingRewardsAbi, artifact)).toEqual([])
    // The deploy encodes the constructor with the artifact's own ABI, so its order is checked here.
    const constructor = artifact.find((item) => item.type === 'constructor')
    expect(constructor?.inputs.map((input) => input.name)).toEqual(['_rewardsDistribution', '_rewardsToken', '_stakingToken'])
  })

  it('cover every router function', () => {
    const missing = [...signatures(uniswap.router.abi)].filter((signature) => !signatures(uniswapV2RouterAbi).has(signature))
    expect(missing).toEqual([])
  })

  it('match our compiled contracts', async () => {
    const compiled = await compileContracts()
    expect(missingFrom(testTokenAbi, compiled.TestToken?.abi ?? [])).toEqual([])
    expect(missingFrom(feeOnTransferTokenAbi, compiled.FeeOnTransferToken?.abi ?? [])).toEqual([])
    expect(missingFrom(wrappedNativeAbi, compiled.WBNB?.abi ?? [])).toEqual([])
    expect(missingFrom(taxedTokenAbi, compiled.TaxedToken?.abi ?? [])).toEqual([])
    expect(missingFrom(taxFreeLiquidityAbi, compiled.TaxFreeLiquidity?.abi ?? [])).toEqual([])
  })
})
