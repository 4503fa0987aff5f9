import { fundJoinSignedParams, type fundJoin } from '@hapdex/core/api/circulation'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { fundStatus, fundTotal } from '@hapdex/core/rules/circulation'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction } from '../wallet/ledger.ts'
import { toDecimal } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { findJoin, fundSettings, insertJoin } from './circulation.repo.ts'

export async function fundConfig(ctx: WalletContext, userId: number) {
  const [settings, join] = await Promise.all([fundSettings(ctx.db), findJoin(ctx.db, userId)])
  const token = await ctx.tokens.byId(settings.token_id)
  return {
    status: fundStatus({ open: settings.open, joined: join !== undefined }),
    fund_amount: toDecimal(BigInt(settings.fund_amount), token),
    token: token.symbol,
    token_id: token.id,
    joined_num: join?.num ?? 0,
  }
}

type JoinInput = z.output<(typeof fundJoin)['input']>

/** Once per account: num × fund_amount of usable HAP moves to the system circulation account. */
export async function joinFund(ctx: WalletContext, user: SessionUser, input: JoinInput) {
  const settings = await fundSettings(ctx.db)
  if (!settings.open) throw new ApiError('circulation.closed')
  if ((await findJoin(ctx.db, user.id)) !== undefined) throw new ApiError('circulation.joined')
  const token = await ctx.tokens.byId(settings.token_id)
  const amount = fundTotal(BigInt(settings.fund_amount), input.num)
  const signed = { title: signedActionTitles.circulationFundJoin, params: fundJoinSignedParams(input), signed: input }
  await requireSignedAction(ctx.db, user, signed, async (trx) => {
    const transactionId = await postLedgerTransaction(trx, {
      idempotencyKey: `circulation-fund:${input.nonce}`,
      kind: 'circulation_fund_join',
      postings: [
        { owner: 'user', userId: user.id, purpose: 'usable', tokenId: token.id, amount: -amount },
        { owner: 'system', purpose: 'circulation', tokenId: token.id, amount },
      ],
    }, { bills: [{ userId: user.id, tokenId: token.id, behavior: billBehaviors.circulationFundJoin, amount, usableChange: -amount }] })
    if (transactionId === undefined) throw new Error(`fund join ${input.nonce} posted twice`)
    // A concurrent join of the same account loses here and rolls its debit back.
    if ((await insertJoin(trx, { userId: user.id, num: input.num, tokenId: token.id, amount, transactionId })) === undefined) throw new ApiError('circulation.joined')
  })
  return { num: input.num, amount: toDecimal(amount, token), status: '2' as const }
}
