import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'

/**
 * A system account's balance as the sum of its entries: house accounts (burned, income) keep no
 * balance column, so postings never wait on them. Zero for an account that does not exist yet.
 */
export async function systemBalance(db: Db, purpose: string, tokenId: number): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(e.amount)::text as total from ledger_entries e
    where e.account_id = (select id from ledger_accounts where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose})`.execute(db)
  return BigInt(rows[0]?.total ?? 0)
}

/**
 * A funded account's balance (the treasury, a programme's pool): its balance column, which every
 * movement of a funded account updates under the row lock it takes anyway (decision 0015).
 */
export async function fundedBalance(db: Db, purpose: string, tokenId: number): Promise<bigint> {
  const { rows } = await sql<{ balance: string }>`
    select balance::text as balance from ledger_accounts where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose}`.execute(db)
  return BigInt(rows[0]?.balance ?? 0)
}

/**
 * Locks a system account's row for the caller's transaction (creating it when missing), so two
 * movements of one pool or treasury are decided one after the other on a fresh balance.
 */
export async function lockSystemAccount(trx: Db, purpose: string, tokenId: number): Promise<bigint> {
  await sql`insert into ledger_accounts (owner_kind, owner_id, token_id, purpose) values ('system', 0, ${tokenId}, ${purpose}) on conflict do nothing`.execute(trx)
  const { rows } = await sql<{ balance: string }>`select balance::text as balance from ledger_accounts
    where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose} for update`.execute(trx)
  return BigInt(rows[0]?.balance ?? 0)
}

/** After a posting to a funded account whose row the caller locked: its balance column follows (its CHECK keeps it ≥ 0). */
export async function addToFundedBalance(trx: Db, purpose: string, tokenId: number, delta: bigint): Promise<void> {
  await sql`update ledger_accounts set balance = balance + ${delta.toString()}::numeric
    where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose}`.execute(trx)
}
