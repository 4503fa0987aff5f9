import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { transferOutSignedParams, type transferOut } from '@hapdex/core/api/transfer'
import { billBehaviors } from '@hapdex/core/api/wallet'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import type { Language } from '@hapdex/core/i18n/languages'
import { withdrawFee } from '@hapdex/core/rules/withdrawFee'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { withSignedGuard } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { findUserByAddress } from '../user/user.repo.ts'
import { ensureUser } from '../user/user.service.ts'
import { listBills, toBillRecords, type NewBill } from '../wallet/bills.ts'
import type { Posting } from '../wallet/ledger.ts'
import { parsePositiveAmount, toDecimal } from '../wallet/tokenCatalog.ts'
import { destination } from '../wallet/wallet.service.ts'
import type { WalletContext } from '../wallet/walletContext.ts'

export async function transferConfigs(ctx: WalletContext) {
  const tokens = await ctx.tokens.all()
  return {
    list: tokens.map((token) => ({
      token: token.symbol,
      token_id: token.id,
      logo: token.logo,
      decimals: token.decimals,
      fee_rate: token.transferFeeRate,
      min_amount: toDecimal(token.minTransfer, token),
    })),
  }
}

type TransferOutInput = z.output<(typeof transferOut)['input']>

/** Moves usable balance to another address's account (registered on the way if new); the fee goes to the system. */
export async function transferOutOf(ctx: WalletContext, user: SessionUser, input: TransferOutInput): Promise<EndpointOutput<typeof transferOut>> {
  const token = await ctx.tokens.byId(input.token_id)
  const amount = parsePositiveAmount(input.amount, token)
  if (amount < token.minTransfer) throw new ApiError('transfer.below_minimum')
  const to = destination(ctx, input.to_address)
  if (to === user.address) throw new ApiError('transfer.self')
  // The transfer fee is a plain rate: no floor, and never more than the amount. It rounds up (withdrawFee):
  // the house never takes a fraction of a unit less than the rate.
  const fee = withdrawFee({ amount, feeRate: token.transferFeeRate, minFee: 0n, maxFee: amount })
  const received = amount - fee
  const signed = { title: signedActionTitles.transferOut, params: transferOutSignedParams(input), signed: input }
  // No database transaction around it: the posting is one statement, so it can join a batch.
  return withSignedGuard(user, signed, async (guard) => {
    const recipientId = await userIdOf(ctx, to)
    const postings: Posting[] = [{ owner: 'user', userId: user.id, purpose: 'usable', tokenId: token.id, amount: -amount }]
    if (received > 0n) postings.push({ owner: 'user', userId: recipientId, purpose: 'usable', tokenId: token.id, amount: received })
    if (fee > 0n) postings.push({ owner: 'system', purpose: 'fees', tokenId: token.id, amount: fee })
    const bills: NewBill[] = [{ userId: user.id, tokenId: token.id, behavior: billBehaviors.transferOut, amount, usableChange: -amount, counterparty: to }]
    if (received > 0n) bills.push({ userId: recipientId, tokenId: token.id, behavior: billBehaviors.transferIn, amount: received, usableChange: received, counterparty: user.address })
    const transactionId = await ctx.ledger.post({ idempotencyKey: `transfer:${input.nonce}`, kind: 'transfer', postings, guard }, { bills })
    // The nonce is consumed by this very posting, so its key cannot have been posted before.
    if (transactionId === undefined) throw new Error(`transfer ${input.nonce} posted twice`)
    return { id: Number(transactionId), token_id: token.id, amount: toDecimal(amount, token), fee: toDecimal(fee, token), received: toDecimal(received, token), to_address: to }
  })
}

const MAX_REMEMBERED_USERS = 100_000

/** The recipient's user id, registering the address if new (a user, once there, never changes id). */
async function userIdOf(ctx: WalletContext, address: string): Promise<number> {
  const remembered = ctx.userIds.get(address)
  if (remembered !== undefined) return remembered
  const id = (await findUserByAddress(ctx.db, address))?.id ?? (await ensureUser(ctx.db, address)).user.id
  if (ctx.userIds.size >= MAX_REMEMBERED_USERS) ctx.userIds.clear()
  ctx.userIds.set(address, id)
  return id
}

export async function transferRecords(ctx: WalletContext, userId: number, page: number, pageSize: number, language: Language) {
  const rows = await listBills(ctx.db, { userId, page, pageSize, behaviors: [billBehaviors.transferOut, billBehaviors.transferIn] })
  return { list: await toBillRecords(rows, ctx.tokens, language), page, page_size: pageSize }
}

