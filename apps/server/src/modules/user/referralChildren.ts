import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'

/** The SQL of one member's figure from the SQL of its id (e.g. the member's active CP). */
export type MemberFigure<T> = (member: RawBuilder<number>) => RawBuilder<T>

export interface ReferralChildrenParameters<F extends Record<string, unknown>> {
  parentId: number
  /** 1 for direct referrals; the miner's list shows the second generation too. */
  depth?: number
  /** Only members whose address contains this hex part, case-insensitive (the invitee search). */
  addressPart?: string | undefined
  /** The figures shown per member, by column name, typed as the driver returns them. */
  figures: { [K in keyof F]: MemberFigure<F[K]> }
  limit: number
  offset: number
}

export interface ReferralChild {
  id: number
  address: string
  created_at: Date
}

/**
 * The invitee lists of the account centre and the programmes (invite, mint, old mint, miner):
 * the members at one depth below a user, newest first, one page, each with the figures the
 * screen shows. One indexed read of the closure by (ancestor_id, depth); the figures, subqueries
 * per member, are computed for the page's members only (PostgreSQL evaluates costly output
 * columns after the sort and limit).
 */
export async function referralChildren<F extends Record<string, unknown>>(db: Db, params: ReferralChildrenParameters<F>): Promise<Array<ReferralChild & F>> {
  const member = sql.ref<number>('u.id')
  const figures = Object.entries<MemberFigure<unknown>>(params.figures).map(([name, figure]) => sql`${figure(member)} as ${sql.id(name)}`)
  const { rows } = await sql<ReferralChild & F>`
    select u.id, u.address, u.created_at${figures.length === 0 ? sql`` : sql`, ${sql.join(figures)}`}
    from ${membersAt(params)}
    order by u.id desc limit ${params.limit} offset ${params.offset}`.execute(db)
  return rows
}

/** How many members `referralChildren` pages through. */
export async function countReferralChildren(db: Db, params: Omit<ReferralChildrenParameters<Record<string, never>>, 'figures' | 'limit' | 'offset'>): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${membersAt(params)}`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

function membersAt({ parentId, depth = 1, addressPart }: { parentId: number; depth?: number; addressPart?: string | undefined }): RawBuilder<unknown> {
  // Addresses are stored checksummed; a search is case-insensitive. The part is hex only (schema).
  const search = addressPart ? sql` and lower(u.address) like ${`%${addressPart.toLowerCase()}%`}` : sql``
  return sql`referral_paths p join users u on u.id = p.descendant_id
    where p.ancestor_id = ${parentId} and p.depth = ${depth}${search}`
}
