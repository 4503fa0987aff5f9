import { gasLimitWithMargin } from '../../../lib/gasLimit.ts'

/** An SSTORE that fills an empty storage slot (EIP-2200). */
const FRESH_SLOT_GAS = 20_000n

/**
 * StakingRewards stores the account's reward on every stake, withdraw and harvest. The estimate
 * runs at the latest block, where that reward (or the reward per token) may still be 0; in the
 * block that includes the transaction it has grown, and filling an empty slot costs 20,000 gas
 * more than rewriting zero, so the exact estimate runs out of gas (seen on the devnet right after
 * a harvest). A fifth more (not the usual tenth), plus two fresh slots, covers it; unused gas is not charged.
 */
export function stakingGasLimit(estimate: bigint): bigint {
  return gasLimitWithMargin(estimate, { percent: 20n, extraGas: 2n * FRESH_SLOT_GAS })
}
