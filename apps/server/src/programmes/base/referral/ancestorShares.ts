import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql, type RawBuilder } from 'kysely'
import { numeric as n } from '../settlement/numericLiteral.ts'

export interface AncestorSharesParameters {
  /**
   * The amounts to share: a table name or a parenthesised subquery with the columns `user_id` and
   * `amount` (base units), and any others `eligible` reads. A user may have several rows (the
   * miner's sessions): each is shared on its own.
   */
  from: RawBuilder<unknown>
  /** Generation k + 1 above a row's user gets rates[k] of its amount; exact decimal strings. */
  rates: readonly string[]
  /**
   * Only ancestors for which this is true receive, e.g. "holds an active record" or "their miner
   * ran within 24 h of the row's session end". Written against `ancestor.user_id` and
   * `ancestor.generation`, and the row of `from` as `source`.
   */
  eligible?: RawBuilder<boolean>
}

/**
 * Shares of amounts to k generations of ancestors (mint's 10 % / 5 % share rewards, the miner's
 * 50 % / 25 % inviter bonuses): the SQL of a select of `(user_id, generation, amount)`, one row
 * per source row and receiving ancestor (a share may round down to 0), to be summed or inserted
 * by the caller in the same statement. Set-based: one pass over `from` whatever its size.
 *
 * It walks `users.parent_id`, one hash join per generation, rather than reading `referral_paths`:
 * for k generations of a million users the closure must be read for its 9 million rows (or a
 * million index probes) where the walk joins k copies of the users table (decision 0009; measured
 * again with the bench/settlement population when this helper was written).
 */
export function ancestorShares({ from, rates, eligible }: AncestorSharesParameters): RawBuilder<{ user_id: number; generation: number; amount: string }> {
  if (rates.length === 0) return sql`select 0 as user_id, 0 as generation, 0::numeric as amount where false`
  // One walk up per source row: u1 is its user's row, u(k).parent_id generation k; then one row
  // per generation, so each users join is done once, not once per generation below it.
  const joins = rates.map((_, k) => sql`left join users ${sql.raw(`u${k + 1}`)} on ${sql.raw(`u${k + 1}`)}.id = ${sql.raw(k === 0 ? 'source.user_id' : `u${k}.parent_id`)}`)
  const generations = rates.map((rate, k) => sql`(${sql.raw(`u${k + 1}`)}.parent_id, ${sql.lit(k + 1)}, ${n(rateUnits(rate))})`)
  return sql<{ user_id: number; generation: number; amount: string }>`
    select ancestor.user_id, ancestor.generation,
      div(source.amount * ancestor.rate, ${n(RATE_SCALE)}) as amount -- rounds down: a reward never exceeds its rate; the remainder stays in the pool
    from ${from} source ${sql.join(joins, sql` `)}
    cross join lateral (values ${sql.join(generations)}) ancestor(user_id, generation, rate)
    where source.amount > 0 and ancestor.user_id <> 0 and ancestor.rate > 0${eligible === undefined ? sql`` : sql` and (${eligible})`}`
}
