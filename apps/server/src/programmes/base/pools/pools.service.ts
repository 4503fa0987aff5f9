import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { ApiError } from '../../../http/apiError.ts'
import { postLedgerTransaction } from '../../../modules/wallet/ledger.ts'
import { toDecimal } from '../../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import { isProgrammePool } from './programmePools.ts'
import { lockSystemAccount, systemBalance } from './systemBalance.ts'

export interface TreasuryCredit {
  tokenId: number
  amount: bigint
  /** The operator's address. */
  by: string
  memo?: string
}

/** An operator deposit into the treasury, booked against operator_funding (the ledger check counts it as a source). */
export async function creditTreasury(ctx: ProgrammeContext, { tokenId, amount, by, memo = '' }: TreasuryCredit): Promise<bigint> {
  if (amount <= 0n) throw new ApiError('wallet.amount_invalid')
  await ctx.tokens.byId(tokenId)
  await postLedgerTransaction(ctx.db, {
    idempotencyKey: `treasury-credit:${randomUUID()}`,
    kind: `treasury_credit:${by}${memo ? `:${memo.slice(0, 80)}` : ''}`,
    postings: [
      { owner: 'system', purpose: 'operator_funding', tokenId, amount: -amount },
      { owner: 'system', purpose: 'treasury', tokenId, amount },
    ],
  })
  return systemBalance(ctx.db, 'treasury', tokenId)
}

export interface PoolFunding {
  pool: string
  tokenId: number
  amount: bigint
  by: string
}

/** Treasury to a programme pool; never more than the treasury holds. */
export async function fundPool(ctx: ProgrammeContext, { pool, tokenId, amount, by }: PoolFunding): Promise<{ pool: bigint; treasury: bigint }> {
  if (!isProgrammePool(pool)) throw new ApiError('programme.pool_unknown', { detail: pool })
  if (amount <= 0n) throw new ApiError('wallet.amount_invalid')
  await ctx.tokens.byId(tokenId)
  await ctx.db.transaction().execute(async (trx) => {
    await lockSystemAccount(trx, 'treasury', tokenId)
    if ((await systemBalance(trx, 'treasury', tokenId)) < amount) throw new ApiError('wallet.insufficient_balance', { detail: 'treasury' })
    await postLedgerTransaction(trx, {
      idempotencyKey: `pool-fund:${randomUUID()}`,
      kind: `pool_fund:${by}`,
      postings: [
        { owner: 'system', purpose: 'treasury', tokenId, amount: -amount },
        { owner: 'system', purpose: pool, tokenId, amount },
      ],
    })
  })
  const [poolBalance, treasury] = await Promise.all([systemBalance(ctx.db, pool, tokenId), systemBalance(ctx.db, 'treasury', tokenId)])
  return { pool: poolBalance, treasury }
}

/** Treasury, pools, burned and income per token, for operators. */
export async function programmeAccounts(ctx: ProgrammeContext) {
  const { rows } = await sql<{ purpose: string; token_id: number; total: string }>`
    select a.purpose, a.token_id, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.owner_kind = 'system' and (a.purpose in ('treasury', 'burned', 'income') or (a.purpose like '%\\_pool' and a.purpose <> 'exchange_pool'))
    group by a.purpose, a.token_id order by a.purpose, a.token_id`.execute(ctx.db)
  const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
  return {
    list: rows.map((row) => {
      const token = tokens.get(row.token_id) ?? { symbol: String(row.token_id), decimals: 18 }
      return { account: row.purpose, token: token.symbol, token_id: row.token_id, balance: toDecimal(BigInt(row.total), token) }
    }),
  }
}
