import { bpClaimSignedParams, bpMintSignedParams, bpNodeBuySignedParams, type bpClaim, type bpMint, type BpRewardType } from '@hapdex/core/api/bp'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { mintAmountProblem, mintPayment, mintRecordValues } from '@hapdex/core/rules/mint'
import { withinPriceTolerance } from '@hapdex/core/rules/priceGuard'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import { requirePrice } from '../base/prices.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { postUserPayment } from '../base/programmePayment.ts'
import { claimableAmount, postRewardClaim } from '../base/rewardClaim.ts'
import { insertMintRecord, insertNode } from './mint.repo.ts'
import { nodeLevelOf, toMintRecord, usdToken } from './mint.service.ts'
import { mintRewardKinds } from './mintRewards.ts'

type MintInput = z.output<(typeof bpMint)['input']>
type ClaimInput = z.output<(typeof bpClaim)['input']>

const amountErrors = { not_whole: 'bp.amount_invalid', below_minimum: 'bp.below_minimum', not_step: 'bp.amount_step' } as const
/** The configured number each message names: the minimum, or the step (never a fixed 100). */
const problemDetail = {
  not_whole: () => ({}),
  below_minimum: (config: { min_amount: string }) => ({ detail: config.min_amount }),
  not_step: (config: { step: string }) => ({ detail: config.step }),
}

async function requireOpen(ctx: ProgrammeContext) {
  const config = await ctx.configs.get('mint')
  if (config.status !== '1') throw new ApiError('programme.closed')
  return config
}

/** A signed pay amount: decimals beyond the token's are a bad request, not a rounding. */
function signedAmount(text: string, token: TokenSettings): bigint {
  try {
    return parseAmount(text, token.decimals)
  } catch {
    throw new ApiError('bad_request', { detail: `too many decimals for ${token.symbol}` })
  }
}

/**
 * `BP Mint`: amount USD paid as HAP (u_rate of it) and BtPi at today's pair prices, both to
 * burned. The user signs the pay amounts the screen showed; they are charged only while within
 * the price tolerance of what the server computes now (PROGRAMMES.md, "Prices").
 */
export async function mint(ctx: ProgrammeContext, user: SessionUser, input: MintInput) {
  const config = await requireOpen(ctx)
  const problem = mintAmountProblem(input.amount, BigInt(config.min_amount), BigInt(config.step))
  if (problem !== undefined) throw new ApiError(amountErrors[problem], problemDetail[problem](config))
  const [hap, btpi, usd, settlement] = await Promise.all([tokenBySymbol(ctx, config.pay_token), tokenBySymbol(ctx, config.second_pay_token), usdToken(ctx), ctx.configs.get('settlement')])
  const signed = { hap: signedAmount(input.hap_amount, hap), btpi: signedAmount(input.btpi_amount, btpi) }
  const amount = BigInt(input.amount)
  const current = mintPayment({
    amount,
    uRate: config.u_rate,
    hapPrice: await requirePrice(ctx.prices, hap.symbol),
    btpiPrice: await requirePrice(ctx.prices, btpi.symbol),
    hapDecimals: hap.decimals,
    btpiDecimals: btpi.decimals,
    usdDecimals: usd.decimals,
  })
  if (!withinPriceTolerance(signed.hap, current.hap, settlement.price_tolerance) || !withinPriceTolerance(signed.btpi, current.btpi, settlement.price_tolerance)) {
    throw new ApiError('programme.price_moved', { detail: `${toDecimal(current.hap, hap)} ${hap.symbol} + ${toDecimal(current.btpi, btpi)} ${btpi.symbol}` })
  }
  const node = await nodeLevelOf(ctx, user.id)
  const values = mintRecordValues(amount * 10n ** BigInt(usd.decimals), config, node.level)
  const action = { title: signedActionTitles.bpMint, params: bpMintSignedParams(input), signed: input }
  const row = await requireSignedPosting(ctx.db, user, action, async (trx, guard) => {
    const transactionId = await postUserPayment(trx, {
      key: `bp-mint:${input.nonce}`,
      kind: 'bp_mint',
      guard,
      userId: user.id,
      amounts: [{ tokenId: hap.id, amount: signed.hap }, { tokenId: btpi.id, amount: signed.btpi }],
      to: 'burned',
      behavior: billBehaviors.bpMint,
    })
    return insertMintRecord(trx, { userId: user.id, amount: amount * 10n ** BigInt(usd.decimals), cp: values.cp, outAmount: values.outAmount, hap: signed.hap, btpi: signed.btpi, transactionId, at: ctx.clock.now() })
  })
  return toMintRecord(row, { usd, hap, btpi })
}

/** `BP Buy Node`: level 2 for s_pay USDT, to income; once per user. */
export async function buyNode(ctx: ProgrammeContext, user: SessionUser, input: { level: 2; nonce: string; expires_at: string; signature: string }) {
  const config = await requireOpen(ctx)
  if ((await nodeLevelOf(ctx, user.id)).level === 2) throw new ApiError('bp.node_owned')
  const token = await tokenBySymbol(ctx, config.node_pay_token)
  const price = parseAmount(config.s_pay, token.decimals)
  const action = { title: signedActionTitles.bpBuyNode, params: bpNodeBuySignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, action, async (trx, guard) => {
    const transactionId = await postUserPayment(trx, {
      key: `bp-node:${input.nonce}`,
      kind: 'bp_node_buy',
      guard,
      userId: user.id,
      amounts: [{ tokenId: token.id, amount: price }],
      to: 'income',
      behavior: billBehaviors.bpNodeBuy,
    })
    // A concurrent purchase by the same user loses here and rolls its payment back.
    if (!(await insertNode(trx, user.id, transactionId, ctx.clock.now()))) throw new ApiError('bp.node_owned')
  })
  return { node_level: 2 as const, pay_amount: toDecimal(price, token) }
}

/** `BP Reward Claim`: one reward balance, whole, to usable. Concurrent claims credit it once. */
export async function claim(ctx: ProgrammeContext, user: SessionUser, input: ClaimInput) {
  const kind = mintRewardKinds[input.type as BpRewardType]
  const reward = await tokenBySymbol(ctx, (await ctx.configs.get('mint')).reward_token)
  const amount = await claimableAmount(ctx.db, user.id, reward.id, kind.purpose)
  const action = { title: signedActionTitles.bpRewardClaim, params: bpClaimSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, action, (trx, guard) =>
    postRewardClaim(trx, { userId: user.id, tokenId: reward.id, purpose: kind.purpose, behavior: kind.claim, key: `bp-claim:${input.nonce}`, kind: 'bp_claim', guard }, amount),
  )
  return { type: input.type, amount: toDecimal(amount, reward), token: reward.symbol }
}
