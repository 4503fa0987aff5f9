import { formatPercent } from '@hapdex/core/amount/formatPercent'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { StakingAccount, StakingSetup, StakingState } from '../chain/stakingReads.ts'
import { lpStakingApr, rewardRateAt } from './lpApr.ts'

/** The quote side by the name users know: the wrapped native coin shows as the coin (WBNB as BNB). */
export function quoteSymbol(setup: StakingSetup, chain: Pick<ChainConfig, 'wrappedNative' | 'nativeCurrency'>): string {
  return setup.quote.address.toLowerCase() === chain.wrappedNative.toLowerCase() ? chain.nativeCurrency.symbol : setup.quote.symbol
}

/** The APR for display, rounded down (never promising more than the rate gives); undefined when there is none. */
export function aprText(setup: StakingSetup, state: StakingState): string | undefined {
  const apr = lpStakingApr({
    rewardRate: rewardRateAt(state.rewardRate, state.periodFinish, state.blockTime),
    rewardReserve: state.rewardReserve,
    quoteReserve: state.quoteReserve,
    lpTotalSupply: state.lpTotalSupply,
    totalStaked: state.totalStaked,
  })
  return apr && setup.rewardSide !== undefined ? formatPercent(apr, { maxFractionDigits: 2, rounding: 'down' }) : undefined
}

/** Whether "only mine" keeps the card: something staked, or a reward still to harvest. */
export function hasLpPosition(account: StakingAccount | undefined): boolean {
  return account !== undefined && (account.staked > 0n || account.earned > 0n)
}
