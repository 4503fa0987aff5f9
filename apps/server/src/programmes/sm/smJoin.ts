import { smJoinSignedParams, type smJoin } from '@hapdex/core/api/sm'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import type { Hex } from 'viem'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import type { ReceivedTransfer } from '../base/deposits/confirmedTransfers.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { postDepositPayment, postUserPayment } from '../base/programmePayment.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { findMember, insertMember, type NewMember } from './sm.repo.ts'
import { feeFor, requireOpenWindow, type SmFee } from './sm.service.ts'
import { smTables } from './sm.table.ts'

type JoinInput = z.output<(typeof smJoin)['input']>

const joinedView = (fee: SmFee) => ({ pay_type: fee.payType, pay_amount: toDecimal(fee.amount, fee), pay_token: fee.symbol, discount: fee.discount.rate })

const memberOf = (userId: number, fee: SmFee, txHash: string | null, transactionId: string, joinedAt: Date): NewMember => ({
  userId,
  payType: fee.payType,
  tokenId: fee.tokenId,
  payAmount: fee.amount,
  discount: fee.discount.rate,
  txHash,
  transactionId,
  joinedAt,
})

/**
 * `SM Join`: inside the window, once per user, the discounted fee from the custodial balance to
 * `income`. The signed pay_amount must be the fee now (the wallet showed what it charges).
 */
export async function joinFromBalance(ctx: ProgrammeContext, tools: ProgrammeRouteTools, user: SessionUser, input: JoinInput) {
  const config = await ctx.configs.get('sm')
  const now = ctx.clock.now()
  requireOpenWindow(config, now)
  if ((await findMember(ctx.db, user.id)) !== undefined) throw new ApiError('sm.already_joined')
  const fee = await feeFor(ctx, tools, ctx.db, config, user.id, input.pay_type)
  if (parsePositiveAmount(input.pay_amount, fee) !== fee.amount) throw new ApiError('programme.price_moved')
  const signed = { title: signedActionTitles.smJoin, params: smJoinSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, signed, async (trx, guard) => {
    const amounts = [{ tokenId: fee.tokenId, amount: fee.amount }]
    const transactionId = await postUserPayment(trx, { key: `sm-join:${input.nonce}`, kind: 'sm_join', guard, userId: user.id, amounts, to: 'income', behavior: billBehaviors.smJoin })
    await insertMemberOnce(trx, memberOf(user.id, fee, null, transactionId, now))
  })
  return joinedView(fee)
}

/**
 * Entry mark: a join paid on chain. The hash goes through the deposit watcher's ingestion, which
 * credits a confirmed transfer to our receiving address to the sender's usable balance once; a
 * transfer from the caller of exactly one of the two discounted fees then pays the join from that
 * balance. Anything else (pending, another sender, another token or amount) joins nothing, and a
 * transfer that was credited stays on the balance.
 */
export async function joinByTransfer(ctx: ProgrammeContext, tools: ProgrammeRouteTools, user: SessionUser, txHash: string) {
  const config = await ctx.configs.get('sm')
  const now = ctx.clock.now()
  requireOpenWindow(config, now)
  if ((await smTables(ctx.db).selectFrom('sm_members').select('user_id').where('tx_hash', '=', txHash).executeTakeFirst()) !== undefined) throw new ApiError('sm.hash_used')
  if ((await findMember(ctx.db, user.id)) !== undefined) throw new ApiError('sm.already_joined')
  const transfers = (await tools.deposits.received(txHash as Hex)).filter((transfer) => transfer.from.toLowerCase() === user.address.toLowerCase())
  if (transfers.length === 0) throw new ApiError('sm.hash_not_yours')
  if (transfers.some((transfer) => transfer.status === 'pending')) throw new ApiError('sm.deposit_pending')
  const fees = await Promise.all(([0, 1] as const).map((payType) => feeFor(ctx, tools, ctx.db, config, user.id, payType)))
  const paid = matchingFee(transfers, fees)
  if (paid === undefined) throw new ApiError('sm.deposit_mismatch')
  await ctx.db.transaction().execute(async (trx) => {
    const amounts = [{ tokenId: paid.tokenId, amount: paid.amount }]
    const transactionId = await postDepositPayment(trx, { key: `sm-entry:${txHash}`, kind: 'sm_join', userId: user.id, amounts, to: 'income', behavior: billBehaviors.smJoin })
    if (transactionId === undefined) throw new ApiError('sm.hash_used')
    await insertMemberOnce(trx, memberOf(user.id, paid, txHash, transactionId, now))
  })
  return joinedView(paid)
}

/** The fee a credited transfer pays exactly: its token and its amount. */
function matchingFee(transfers: readonly ReceivedTransfer[], fees: readonly SmFee[]): SmFee | undefined {
  return fees.find((fee) => transfers.some((transfer) => transfer.status === 'credited' && transfer.tokenId === fee.tokenId && transfer.amount === fee.amount))
}

/** The keys settle racing joins: a second join of a user, or a second use of a hash, rolls back with its payment. */
async function insertMemberOnce(trx: Db, member: NewMember): Promise<void> {
  try {
    await insertMember(trx, member)
  } catch (error) {
    const failure = error as { code?: string; constraint?: string; message?: string }
    if (failure.code !== '23505') throw error
    const onHash = `${failure.constraint ?? ''} ${failure.message ?? ''}`.includes('tx_hash')
    throw new ApiError(onHash ? 'sm.hash_used' : 'sm.already_joined')
  }
}
