import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { inTransaction } from '../../../db/inTransaction.ts'
import { ApiError } from '../../../http/apiError.ts'
import { postLedgerTransaction, type Posting } from '../../../modules/wallet/ledger.ts'
import { toDecimal } from '../../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import { addToFundedBalance, fundedBalance, lockSystemAccount } from './systemBalance.ts'
import { isProgrammePool } from '../../../modules/wallet/systemPurposes.ts'

/** Who moved operator money and why: kept in columns of the ledger transaction. */
export interface OperatorMove {
  tokenId: number
  amount: bigint
  /** The operator's address. */
  by: string
  memo?: string
  /** The caller's key for this one move: the same key again moves nothing (and must name the same move). */
  key: string
}

/** An operator deposit into the treasury, booked against operator_funding (the ledger check counts it as a source). */
export async function creditTreasury(ctx: ProgrammeContext, move: OperatorMove, db: Db = ctx.db): Promise<bigint> {
  await validMove(ctx, move)
  await inTransaction(db, async (trx) => {
    await lockSystemAccount(trx, 'treasury', move.tokenId)
    const postings: Posting[] = [
      { owner: 'system', purpose: 'operator_funding', tokenId: move.tokenId, amount: -move.amount },
      { owner: 'system', purpose: 'treasury', tokenId: move.tokenId, amount: move.amount },
    ]
    if (await repeatedMove(trx, `treasury-credit:${move.key}`, postings)) return
    await postOperatorMove(trx, `treasury-credit:${move.key}`, 'treasury_credit', move, postings)
    await addToFundedBalance(trx, 'treasury', move.tokenId, move.amount)
  })
  return fundedBalance(db, 'treasury', move.tokenId)
}

/** Treasury to a programme pool; never more than the treasury holds. With `db` a transaction, inside it (an operator's audit entry commits with it). */
export async function fundPool(ctx: ProgrammeContext, move: OperatorMove & { pool: string }, db: Db = ctx.db): Promise<{ pool: bigint; treasury: bigint }> {
  if (!(await isProgrammePool(db, move.pool))) throw new ApiError('programme.pool_unknown', { detail: move.pool })
  await validMove(ctx, move)
  await inTransaction(db, async (trx) => {
    // Both rows, in one fixed order (treasury first), so two fundings never wait on each other crosswise.
    const treasury = await lockSystemAccount(trx, 'treasury', move.tokenId)
    await lockSystemAccount(trx, move.pool, move.tokenId)
    const postings: Posting[] = [
      { owner: 'system', purpose: 'treasury', tokenId: move.tokenId, amount: -move.amount },
      { owner: 'system', purpose: move.pool, tokenId: move.tokenId, amount: move.amount },
    ]
    if (await repeatedMove(trx, `pool-fund:${move.key}`, postings)) return
    if (treasury < move.amount) throw new ApiError('wallet.insufficient_balance', { detail: 'treasury' })
    await postOperatorMove(trx, `pool-fund:${move.key}`, 'pool_fund', move, postings)
    await addToFundedBalance(trx, 'treasury', move.tokenId, -move.amount)
    await addToFundedBalance(trx, move.pool, move.tokenId, move.amount)
  })
  const pool = await fundedBalance(db, move.pool, move.tokenId)
  const treasury = await fundedBalance(db, 'treasury', move.tokenId)
  return { pool, treasury }
}

async function validMove(ctx: ProgrammeContext, move: OperatorMove): Promise<void> {
  if (move.amount <= 0n) throw new ApiError('wallet.amount_invalid')
  await ctx.tokens.byId(move.tokenId)
}

/**
 * Posts an operator's move between system accounts (inside the caller's transaction, the funded
 * rows locked, the key checked by repeatedMove) and records who and why; the caller keeps the
 * funded accounts' balance columns in step.
 */
async function postOperatorMove(trx: Db, key: string, kind: string, move: OperatorMove, postings: Posting[]): Promise<void> {
  const id = await postLedgerTransaction(trx, { idempotencyKey: key, kind, postings })
  if (id === undefined) throw new ApiError('programme.idempotency_conflict')
  await sql`update ledger_transactions set actor = ${move.by}, memo = ${move.memo?.slice(0, 200) ?? ''} where id = ${id}::bigint`.execute(trx)
}

/** True when `key` was posted before with exactly these postings; a key posted with others is a conflict. */
async function repeatedMove(trx: Db, key: string, postings: readonly Posting[]): Promise<boolean> {
  const { rows } = await sql<{ purpose: string; token_id: number; amount: string }>`
    select a.purpose, e.token_id, e.amount::text as amount from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    where t.idempotency_key = ${key} order by a.purpose`.execute(trx)
  if (rows.length === 0) return false
  const posted = rows.map((row) => `${row.purpose}:${row.token_id}:${row.amount}`).sort()
  const asked = postings.map((posting) => `${posting.purpose}:${posting.tokenId}:${posting.amount}`).sort()
  if (posted.join() !== asked.join()) throw new ApiError('programme.idempotency_conflict')
  return true
}

/** Treasury, pools, burned and income per token, for operators: funded accounts by their balance, house accounts by their entries. */
export async function programmeAccounts(ctx: ProgrammeContext) {
  const { rows } = await sql<{ purpose: string; token_id: number; total: string }>`
    select a.purpose, a.token_id, case when p.kind = 'funded' then a.balance else coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0) end::text as total
    from ledger_accounts a join system_purposes p on p.purpose = a.purpose
    where a.owner_kind = 'system' and (p.kind = 'funded' or a.purpose in ('burned', 'income'))
    order by a.purpose, a.token_id`.execute(ctx.db)
  const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
  return {
    list: rows.map((row) => {
      const token = tokens.get(row.token_id) ?? { symbol: String(row.token_id), decimals: 18 }
      return { account: row.purpose, token: token.symbol, token_id: row.token_id, balance: toDecimal(BigInt(row.total), token) }
    }),
  }
}
