import type { Db } from '../../db/database.ts'
import type { UserPurpose } from '../../modules/wallet/ledger.ts'

/** A user's balances of one token on the purposes asked (reward balances, stakes), zero where no account exists. */
export async function purposeBalances<P extends UserPurpose>(db: Db, userId: number, tokenId: number, purposes: readonly P[]): Promise<Record<P, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['purpose', 'balance'])
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', userId)
    .where('token_id', '=', tokenId)
    .where('purpose', 'in', purposes as readonly string[] as string[])
    .execute()
  const balances = Object.fromEntries(purposes.map((purpose) => [purpose, 0n])) as Record<P, bigint>
  for (const row of rows) balances[row.purpose as P] = BigInt(row.balance)
  return balances
}
