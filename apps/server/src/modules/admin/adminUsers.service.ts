import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toDecimal, type TokenCatalog } from '../wallet/tokenCatalog.ts'

interface UserQuery {
  address?: string | undefined
  page: number
  page_size: number
}

/** Users by a part of their address, newest first: referral parent, directs and team, partner level, usable and frozen balances. */
export async function userList(db: Db, tokens: TokenCatalog, query: UserQuery) {
  // Addresses are stored checksummed; an operator types any case, with or without 0x.
  const part = query.address === undefined ? undefined : `%${query.address.toLowerCase().replace(/^0x/, '')}%`
  const where = part === undefined ? sql`true` : sql`lower(u.address) like ${part}`
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{ id: number; address: string; created_at: Date; parent_address: string | null; team_level: number | null; directs: string; team_size: string }>`
      select u.id, u.address, u.created_at, p.address as parent_address, pl.team_level,
        (select count(*) from users c where c.parent_id = u.id)::text as directs,
        (select count(*) from referral_paths r where r.ancestor_id = u.id)::text as team_size
      from users u left join users p on p.id = u.parent_id left join partner_levels pl on pl.user_id = u.id
      where ${where} order by u.id desc limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`.execute(db),
    sql<{ total: string }>`select count(*)::text as total from users u where ${where}`.execute(db),
  ])
  const ids = rows.map((row) => row.id)
  const { rows: held } =
    ids.length === 0
      ? { rows: [] }
      : await sql<{ owner_id: number; token_id: number; purpose: string; balance: string }>`
          select owner_id, token_id, purpose, balance::text as balance from ledger_accounts
          where owner_kind = 'user' and owner_id = any(${ids}::integer[]) and purpose in ('usable', 'frozen')`.execute(db)
  const catalog = await tokens.all()
  const list = rows.map((row) => {
    const mine = held.filter((account) => account.owner_id === row.id)
    const balances = catalog.flatMap((token) => {
      const of = (purpose: string) => BigInt(mine.find((account) => account.token_id === token.id && account.purpose === purpose)?.balance ?? 0)
      const [usable, frozen] = [of('usable'), of('frozen')]
      return usable === 0n && frozen === 0n ? [] : [{ token: token.symbol, token_id: token.id, usable: toDecimal(usable, token), frozen: toDecimal(frozen, token) }]
    })
    return {
      id: row.id,
      address: row.address,
      created_at: row.created_at.toISOString(),
      parent_address: row.parent_address ?? '',
      directs: Number(row.directs),
      team_size: Number(row.team_size),
      team_level: row.team_level ?? 0,
      balances,
    }
  })
  return { list, total: Number(counted[0]?.total ?? 0), page: query.page, page_size: query.page_size }
}

/** A user's bills, newest first, in whole tokens. */
export async function userBills(db: Db, tokens: TokenCatalog, query: { user_id: number; page: number; page_size: number }) {
  const filtered = db.selectFrom('bills').where('user_id', '=', query.user_id)
  const [rows, count] = await Promise.all([
    filtered
      .select(['id', 'token_id', 'behavior', 'type', 'amount', 'usable_change', 'counterparty', 'tx_hash', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  const catalog = new Map((await tokens.all()).map((token) => [token.id, token]))
  const list = rows.map((row) => {
    const token = catalog.get(row.token_id) ?? { symbol: `#${row.token_id}`, decimals: 18 }
    return {
      id: Number(row.id),
      token: token.symbol,
      behavior: row.behavior,
      type: row.type,
      amount: toDecimal(BigInt(row.amount), token),
      usable_change: toDecimal(BigInt(row.usable_change), token),
      counterparty: row.counterparty,
      tx_hash: row.tx_hash,
      created_at: row.created_at.toISOString(),
    }
  })
  return { list, total: Number(count.total), page: query.page, page_size: query.page_size }
}
