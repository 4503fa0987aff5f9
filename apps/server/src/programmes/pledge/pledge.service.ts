import { pledgeActionSignedParams, type pledgeDo } from '@hapdex/core/api/pledge'
import { signedActionTitles, type SignedActionTitle } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { PledgePoolConfig } from '@hapdex/core/programmes/pledgeConfig'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { postRewardClaim } from '../base/rewardClaim.ts'
import { lockStake, unlockStake } from '../base/stakes.ts'
import { insertLot, redeemLots } from './pledge.repo.ts'

/** Pool do, redeem and claim take the same fields: pool_id, amount and the signature. */
type ActionInput = z.output<(typeof pledgeDo)['input']>

interface Pool {
  pool: PledgePoolConfig
  token: TokenSettings
}

async function poolView(db: Db, userId: number, { pool, token }: Pool) {
  const balances = await purposeBalances(db, userId, token.id, ['pledged', 'pledge_reward', 'usable'])
  return {
    id: pool.id,
    token: token.symbol,
    token_id: token.id,
    logo: token.logo,
    pledge_amount: toDecimal(balances.pledged, token),
    reward_amount: toDecimal(balances.pledge_reward, token),
    claim_status: balances.pledge_reward > 0n ? ('1' as const) : ('0' as const),
    min_pledge: pool.min_pledge,
    daily_rate: pool.daily_rate,
    status: pool.status,
    usable: toDecimal(balances.usable, token),
  }
}

export async function pledgePools(ctx: ProgrammeContext, userId: number) {
  const config = await ctx.configs.get('pledge')
  const pools = await Promise.all(config.pools.map(async (pool) => ({ pool, token: await tokenBySymbol(ctx, pool.token) })))
  return { status: config.status, list: await Promise.all(pools.map((pool) => poolView(ctx.db, userId, pool))) }
}

async function findPool(ctx: ProgrammeContext, poolId: number): Promise<Pool & { open: boolean }> {
  const config = await ctx.configs.get('pledge')
  const pool = config.pools.find((candidate) => candidate.id === poolId)
  if (pool === undefined) throw new ApiError('pledge.pool_unknown')
  return { pool, token: await tokenBySymbol(ctx, pool.token), open: config.status === '1' }
}

const signedAs = (title: SignedActionTitle, input: ActionInput) => ({ title, params: pledgeActionSignedParams(input), signed: input })

/** `Pledge Do`: at least min_pledge of usable balance is locked in the pool, earning from the next whole day. */
export async function pledge(ctx: ProgrammeContext, user: SessionUser, input: ActionInput) {
  const found = await findPool(ctx, input.pool_id)
  if (!found.open) throw new ApiError('programme.closed')
  if (found.pool.status !== '1') throw new ApiError('pledge.pool_closed')
  const { pool, token } = found
  const amount = parsePositiveAmount(input.amount, token)
  if (amount < parseAmount(pool.min_pledge, token.decimals)) throw new ApiError('pledge.below_min')
  await requireSignedPosting(ctx.db, user, signedAs(signedActionTitles.pledgeDo, input), async (trx, guard) => {
    await lockStake(trx, { userId: user.id, tokenId: token.id, purpose: 'pledged', amount, key: `pledge-do:${input.nonce}`, kind: 'pledge_do', behavior: billBehaviors.pledgeDo, guard })
    await insertLot(trx, { userId: user.id, poolId: pool.id, tokenId: token.id, amount, pledgedAt: ctx.clock.now() })
  })
  return poolView(ctx.db, user.id, found)
}

/** `Pledge Redeem`: up to the whole stake goes back to usable, at any time (closed pools included). */
export async function redeem(ctx: ProgrammeContext, user: SessionUser, input: ActionInput) {
  const found = await findPool(ctx, input.pool_id)
  const { pool, token } = found
  const amount = parsePositiveAmount(input.amount, token)
  await requireSignedPosting(ctx.db, user, signedAs(signedActionTitles.pledgeRedeem, input), async (trx, guard) => {
    // The lots are locked first: concurrent redeems of one stake queue here, and the later finds less.
    if (!(await redeemLots(trx, { userId: user.id, poolId: pool.id, tokenId: token.id }, amount, ctx.clock.now()))) throw new ApiError('pledge.exceeds_stake')
    await unlockStake(trx, { userId: user.id, tokenId: token.id, purpose: 'pledged', amount, key: `pledge-redeem:${input.nonce}`, kind: 'pledge_redeem', behavior: billBehaviors.pledgeRedeem, guard })
  })
  return poolView(ctx.db, user.id, found)
}

/** `Pledge Reward Claim`: amount of the pool's accrued reward to usable; none accrued is lang.h240. */
export async function claim(ctx: ProgrammeContext, user: SessionUser, input: ActionInput) {
  const found = await findPool(ctx, input.pool_id)
  const { token } = found
  const { pledge_reward: reward } = await purposeBalances(ctx.db, user.id, token.id, ['pledge_reward'])
  if (reward === 0n) throw new ApiError('programme.nothing_to_claim')
  const amount = parsePositiveAmount(input.amount, token)
  if (amount > reward) throw new ApiError('pledge.exceeds_reward')
  await requireSignedPosting(ctx.db, user, signedAs(signedActionTitles.pledgeRewardClaim, input), (trx, guard) =>
    postRewardClaim(trx, { userId: user.id, tokenId: token.id, purpose: 'pledge_reward', behavior: billBehaviors.pledgeRewardClaim, key: `pledge-claim:${input.nonce}`, kind: 'pledge_claim', guard }, amount),
  )
  return poolView(ctx.db, user.id, found)
}
