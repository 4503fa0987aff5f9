import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { SystemPurpose } from '../../../modules/wallet/ledger.ts'

/**
 * A system account's balance: the sum of its entries (system rows keep no balance column, so
 * postings never wait on them). Zero for an account that does not exist yet.
 */
export async function systemBalance(db: Db, purpose: SystemPurpose, tokenId: number): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(e.amount)::text as total from ledger_entries e
    where e.account_id = (select id from ledger_accounts where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose})`.execute(db)
  return BigInt(rows[0]?.total ?? 0)
}

/**
 * Locks a system account's row for the caller's transaction (creating it when missing), so two
 * debits of one pool or treasury are decided one after the other on a fresh balance.
 */
export async function lockSystemAccount(trx: Db, purpose: SystemPurpose, tokenId: number): Promise<void> {
  await sql`insert into ledger_accounts (owner_kind, owner_id, token_id, purpose) values ('system', 0, ${tokenId}, ${purpose}) on conflict do nothing`.execute(trx)
  await sql`select id from ledger_accounts where owner_kind = 'system' and owner_id = 0 and token_id = ${tokenId} and purpose = ${purpose} for update`.execute(trx)
}
