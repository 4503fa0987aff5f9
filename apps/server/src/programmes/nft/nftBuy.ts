import { nftBuySignedParams, type nftHoldBuy } from '@hapdex/core/api/nft'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { nftPayment } from '@hapdex/core/rules/nftPayment'
import { withinPriceTolerance } from '@hapdex/core/rules/priceGuard'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import { requirePrice } from '../base/prices.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { postUserPayment } from '../base/programmePayment.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { findNftType, insertHolding, listHoldings, lockedProducingCount, producingCounts } from './nft.repo.ts'
import { nftTokens, toHeld } from './nft.service.ts'

type BuyInput = z.output<(typeof nftHoldBuy)['input']>

/** A signed pay amount: none is due (type 0's HAPC) only as 0; otherwise a positive amount of the token. */
function signedPay(text: string, token: TokenSettings, due: bigint): bigint {
  if (due === 0n) {
    if (!/^0(\.0+)?$/.test(text)) throw new ApiError('programme.price_moved', { detail: `0 ${token.symbol}` })
    return 0n
  }
  return parsePositiveAmount(text, token)
}

/** What the type costs now at the pairs' prices, in each pay token (core's nftPayment, as the pay popup shows it). */
async function currentPayment(ctx: ProgrammeContext, type: { price: string; hapc_rate: string }, payType: 0 | 1) {
  const config = await ctx.configs.get('nft')
  const [hap, hapc, usd] = await Promise.all([tokenBySymbol(ctx, config.pay_token), tokenBySymbol(ctx, config.second_pay_token), tokenBySymbol(ctx, 'USDT')])
  const hapPrice = await requirePrice(ctx.prices, hap.symbol)
  const hapcPrice = payType === 1 ? await requirePrice(ctx.prices, hapc.symbol) : hapPrice
  const due = nftPayment({ price: BigInt(type.price), hapcRate: type.hapc_rate, type: payType, hapPrice, hapcPrice, hapDecimals: hap.decimals, hapcDecimals: hapc.decimals, usdDecimals: usd.decimals })
  return { hap, hapc, due }
}

/**
 * `NFT Buy`: one NFT of a type on sale, paid from the custodial balances to `income` (HAP, or HAP
 * and HAPC by hapc_rate). The user signs the amounts the pay popup showed; they are charged while
 * within the price tolerance of what the server computes now. hold_limit counts the user's
 * producing NFTs of the type, under a lock of the user's row of it, so twenty racing purchases
 * at the limit leave exactly the limit held. A refused purchase moves nothing.
 */
export async function buyNft(ctx: ProgrammeContext, user: SessionUser, input: BuyInput) {
  const [config, settlement] = await Promise.all([ctx.configs.get('nft'), ctx.configs.get('settlement')])
  if (config.status !== '1') throw new ApiError('programme.closed')
  const type = await findNftType(ctx.db, input.nft_id)
  if (type === undefined || type.status !== 1) throw new ApiError('nft.unknown')
  // Answered before any signature check or transaction: most refusals are users at their limit.
  if (((await producingCounts(ctx.db, user.id)).get(type.id) ?? 0) >= type.hold_limit) throw new ApiError('nft.hold_limit')
  const { hap, hapc, due } = await currentPayment(ctx, type, input.type)
  const signed = { hap: signedPay(input.hap_amount, hap, due.hap), hapc: signedPay(input.hapc_amount, hapc, due.hapc) }
  if (!withinPriceTolerance(signed.hap, due.hap, settlement.price_tolerance) || !withinPriceTolerance(signed.hapc, due.hapc, settlement.price_tolerance)) {
    throw new ApiError('programme.price_moved', { detail: `${toDecimal(due.hap, hap)} ${hap.symbol} + ${toDecimal(due.hapc, hapc)} ${hapc.symbol}` })
  }
  const action = { title: signedActionTitles.nftBuy, params: nftBuySignedParams(input), signed: input }
  const id = await requireSignedPosting(ctx.db, user, action, async (trx, guard) => {
    if ((await lockedProducingCount(trx, user.id, type.id)) >= type.hold_limit) throw new ApiError('nft.hold_limit')
    const transactionId = await postUserPayment(trx, {
      key: `nft-buy:${input.nonce}`,
      kind: 'nft_buy',
      guard,
      userId: user.id,
      amounts: [{ tokenId: hap.id, amount: signed.hap }, { tokenId: hapc.id, amount: signed.hapc }],
      to: 'income',
      behavior: billBehaviors.nftBuy,
    })
    const at = ctx.clock.now()
    return (await insertHolding(trx, { userId: user.id, nftId: type.id, production: BigInt(type.production), payType: input.type, hap: signed.hap, hapc: signed.hapc, transactionId, at })).id
  })
  const [row] = await listHoldings(ctx.db, user.id, { id }, 1, 0)
  if (row === undefined) throw new Error('nft holding vanished after insert')
  return toHeld(row, (await nftTokens(ctx)).reward)
}
