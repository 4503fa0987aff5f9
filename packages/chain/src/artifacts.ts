import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

export type Artifact = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

function loadArtifact(packagePath: string): Artifact {
  const json = JSON.parse(readFileSync(require.resolve(packagePath), 'utf8')) as { abi: Abi; bytecode: string }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}

/**
 * The audited Uniswap V2 builds. The router's pairFor() hard-codes the init code hash of
 * v2-core's UniswapV2Pair build, so factory and router must both come from these files.
 */
export function loadUniswapArtifacts() {
  return {
    factory: loadArtifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    pair: loadArtifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
    router: loadArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
}

/**
 * Uniswap's audited StakingRewards (solc 0.5.16), as published; its constructor is
 * `(rewardsDistribution, rewardsToken, stakingToken)`.
 */
export function loadStakingRewardsArtifact(): Artifact {
  return loadArtifact('@uniswap/liquidity-staker/build/StakingRewards.json')
}
