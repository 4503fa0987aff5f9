import { billBehaviors, depositStatuses } from '@hapdex/core/api/wallet'
import { getAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { inTransaction } from '../../db/inTransaction.ts'
import { ApiError } from '../../http/apiError.ts'
import { findUserByAddress } from '../user/user.repo.ts'
import { postLedgerTransaction } from '../wallet/ledger.ts'
import { toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import type { DepositStatus } from './recharge.table.ts'

function depositsWithUser(db: Db) {
  return db
    .selectFrom('deposits')
    .leftJoin('users', 'users.id', 'deposits.user_id')
    .select([
      'deposits.id',
      'deposits.tx_hash',
      'deposits.log_index',
      'deposits.token_id',
      'deposits.amount',
      'deposits.from_address',
      'deposits.status',
      'deposits.hold_reason',
      'deposits.created_at',
      'users.address as user_address',
    ])
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof depositsWithUser>['executeTakeFirstOrThrow']>>

function depositView(row: DepositRow, token: Pick<TokenSettings, 'symbol' | 'decimals'>) {
  return {
    id: Number(row.id),
    tx_hash: row.tx_hash,
    log_index: row.log_index,
    token: token.symbol,
    token_id: row.token_id,
    amount: toDecimal(BigInt(row.amount), token),
    from_address: row.from_address,
    status: row.status,
    hold_reason: row.hold_reason,
    user_address: row.user_address ?? '',
    created_at: row.created_at.toISOString(),
  }
}

export async function listDeposits(ctx: WalletContext, status: DepositStatus, page: number, pageSize: number) {
  const rows = await depositsWithUser(ctx.db)
    .where('deposits.chain_id', '=', ctx.chain.chainId)
    .where('deposits.status', '=', status)
    .orderBy('deposits.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
  // Every status's count, for the console's filter and pager.
  const counted = await ctx.db.selectFrom('deposits').select(['status', (eb) => eb.fn.countAll<string>().as('n')]).where('chain_id', '=', ctx.chain.chainId).groupBy('status').execute()
  const counts: Record<string, number> = Object.fromEntries(depositStatuses.map((name) => [name, 0]))
  for (const row of counted) counts[row.status] = Number(row.n)
  return {
    list: rows.map((row) => depositView(row, tokens.get(row.token_id) ?? { symbol: '', decimals: 18 })),
    page,
    page_size: pageSize,
    total: counts[status] ?? 0,
    counts,
  }
}

/** One deposit as operators read it (amount in tokens), or null: the audit log's before and after. */
export async function depositRecord(ctx: WalletContext, db: Db, id: number) {
  const row = await depositsWithUser(db).where('deposits.id', '=', String(id)).executeTakeFirst()
  return row === undefined ? null : depositView(row, await ctx.tokens.byId(row.token_id))
}

/**
 * Moves a held deposit from the `held` system account to a user's usable balance, with the
 * deposit bill the user would have had, exactly once: the row is locked and must still be held,
 * and the ledger key is the deposit's. The sender is the default beneficiary: a deposit is held
 * mostly because its sender had not signed up yet.
 */
export async function releaseHeldDeposit(ctx: WalletContext, id: number, beneficiary: string | undefined, db: Db = ctx.db) {
  // In the caller's transaction when there is one: the operator's release commits with its audit entry.
  const released = await inTransaction(db, async (trx) => {
    const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', String(id)).forUpdate().executeTakeFirst()
    if (deposit === undefined) throw new ApiError('not_found')
    if (deposit.status !== 'held') throw new ApiError('wallet.deposit_state')
    const user = await findUserByAddress(trx, getAddress(beneficiary ?? deposit.from_address))
    if (user === undefined) throw new ApiError('wallet.user_unknown')
    const amount = BigInt(deposit.amount)
    await postLedgerTransaction(trx, {
      idempotencyKey: `deposit-release:${deposit.id}`,
      kind: 'deposit_release',
      postings: [
        { owner: 'system', purpose: 'held', tokenId: deposit.token_id, amount: -amount },
        { owner: 'user', userId: user.id, purpose: 'usable', tokenId: deposit.token_id, amount },
      ],
    }, {
      bills: [{ userId: user.id, tokenId: deposit.token_id, behavior: billBehaviors.deposit, amount, usableChange: amount, counterparty: deposit.from_address, txHash: deposit.tx_hash }],
    })
    await trx.updateTable('deposits').set({ status: 'credited', user_id: user.id }).where('id', '=', deposit.id).execute()
    return { ...deposit, status: 'credited' as const, user_address: user.address }
  })
  return depositView(released, await ctx.tokens.byId(released.token_id))
}
