import type { CardsConfig } from '@hapdex/core/programmes/cardsConfig'
import type { Fraction } from '@hapdex/core/amount/fraction'
import { sql, type RawBuilder } from 'kysely'
import { zeroAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'

/** USD figures are base units of 18 decimals (equityCards.ts). */
export const USD_DECIMALS = 18
const USD = 10n ** BigInt(USD_DECIMALS)

/** The configured thresholds in USD base units, star 1 first (the shape core's starOf takes). */
export function thresholdUnits(config: CardsConfig): { personal: bigint; team: bigint }[] {
  return config.thresholds.map((threshold) => ({ personal: BigInt(threshold.personal) * USD, team: BigInt(threshold.team) * USD }))
}

/**
 * The star of a row of figures in SQL: core's starOf (the highest star whose personal and team
 * thresholds are both met) over a million rows at once. cardsDaily.test.ts checks it against starOf.
 */
function starSql(thresholds: readonly { personal: bigint; team: bigint }[]): RawBuilder<number> {
  const cases = thresholds.map((threshold, index) => ({ star: index + 1, threshold })).reverse()
  return sql<number>`case ${sql.join(cases.map(({ star, threshold }) => sql`when personal >= ${n(threshold.personal)} and team >= ${n(threshold.team)} then ${sql.lit(star)}`), sql` `)} else 0 end`
}

export interface DayFigures {
  chainId: number
  end: Date
  /** USD per whole taxed token, the day's fixed price. */
  price: Fraction
  thresholds: readonly { personal: bigint; team: bigint }[]
}

/**
 * The day's liquidity figures, set-wise, into temporary tables of the run's transaction:
 * - cards_lp: every holder's LP of each taxed-token pair at the day's end (held, or staked: the
 *   indexer books a stake to the staker), from the indexed logs; the zero address holds minus the supply;
 * - cards_pair_value: each pair's supply and USD value, 2 × its taxed-token reserve (the last
 *   Sync before the day's end) at the day's price — an AMM pool holds equal values of both sides;
 * - cards_personal: each ledger user's personal liquidity, matched by wallet address: per pair,
 *   LP / supply × the pair's value, rounded down (a figure a reward is shared by);
 * - cards_day_figures: personal, team (the user's own plus every descendant's, through the
 *   referral closure) and star of every user with either figure above zero.
 */
export async function computeDayFigures(trx: Db, { chainId, end, price, thresholds }: DayFigures): Promise<void> {
  await sql`create temporary table cards_lp on commit drop as
    select pair, holder, sum(delta) as balance from liquidity_events
    where chain_id = ${chainId} and block_time < ${end} group by pair, holder`.execute(trx)
  await sql`create temporary table cards_pair_value on commit drop as
    select p.pair, -z.balance as supply,
      2 * r.reserve * ${n(price.numerator)} * ${n(USD)} as value_num, ${n(price.denominator)} * power(10::numeric, p.taxed_decimals)::numeric(78, 0) as value_den
    from liquidity_pairs p
    join cards_lp z on z.pair = p.pair and z.holder = ${zeroAddress}
    cross join lateral (
      select case when p.taxed_side = 0 then e.value0 else e.value1 end as reserve from pair_events e
      where e.chain_id = p.chain_id and e.pair = p.pair and e.kind = 'sync' and e.block_time < ${end}
      order by e.block_number desc, e.log_index desc limit 1) r
    where p.chain_id = ${chainId} and z.balance < 0`.execute(trx)
  await sql`create temporary table cards_personal on commit drop as
    select u.id as user_id, sum(div(l.balance * v.value_num, v.supply * v.value_den)) as personal
    from cards_lp l join cards_pair_value v on v.pair = l.pair join users u on u.address = l.holder
    where l.balance > 0 group by u.id`.execute(trx)
  await sql`delete from cards_personal where personal = 0`.execute(trx)
  await sql`create index on cards_personal (user_id)`.execute(trx)
  await sql`analyze cards_personal`.execute(trx)
  await sql`create temporary table cards_day_figures on commit drop as
    select user_id, personal, team, ${starSql(thresholds)} as star from (
      select t.user_id, coalesce(p.personal, 0) as personal, t.team from (
        select user_id, sum(personal) as team from (
          select user_id, personal from cards_personal
          union all
          select r.ancestor_id, p.personal from referral_paths r join cards_personal p on p.user_id = r.descendant_id
        ) members group by user_id
      ) t left join cards_personal p on p.user_id = t.user_id
    ) f`.execute(trx)
  await sql`analyze cards_day_figures`.execute(trx)
}

/** The USD value of every pair at the day's end: what the LP dividend divides by. */
export async function totalPairValue(trx: Db): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`select sum(div(value_num, value_den))::text as total from cards_pair_value`.execute(trx)
  return BigInt(rows[0]?.total ?? '0')
}
