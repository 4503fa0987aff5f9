import { RATE_SCALE, rateUnits } from '@hapdex/core/amount/mulRate'
import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { ancestorShares } from '../base/referral/ancestorShares.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'

/**
 * `circulation.release` (PROGRAMMES.md, "Circulation market"; decision 0032): every match whose
 * freeze ends within the day is completed. The buyer's frozen tokens and the seller's frozen pay
 * tokens go to their usable balances; the buyer gets the circulation reward (reward_rate × amount,
 * rounded down) from cm_pool and pays burn fuel (burn_rate × reward × token price / fuel price,
 * rounded up, at the day's prices) in the fuel token to `burned`; a buyer whose usable fuel token
 * cannot cover the day's fuel gets the tokens without reward and pays none. Valid inviters up to
 * share_rates' generations get their share of each reward unless the buyer sits in their largest
 * zone (by valid users). Set-based, one ledger transaction for the day; configuration and prices
 * are the day's own.
 */
export const cmRelease = defineSettlementJob({
  name: 'circulation.release',
  programme: 'cmarket',
  async prepare(day) {
    const config = await day.config('cmarket')
    const [token, pay, fuel] = await Promise.all([tokenBySymbol(day.ctx, config.token), tokenBySymbol(day.ctx, config.pay_token), tokenBySymbol(day.ctx, config.fuel_token)])
    const { rows } = await sql<{ due: boolean }>`select exists (select 1 from cm_fills where status = 1 and release_at < ${day.end}) as due`.execute(day.ctx.db)
    // Prices are read (and fixed for the day) only on a day that releases something.
    const priced = rows[0]?.due === true
    const [tokenPrice, fuelPrice] = priced ? await Promise.all([day.price(config.token), day.price(config.fuel_token)]) : [undefined, undefined]
    return { config, token, pay, fuel, tokenPrice, fuelPrice }
  },
  async settle(trx, day, { config, token, pay, fuel, tokenPrice, fuelPrice }) {
    if (tokenPrice === undefined || fuelPrice === undefined) return { users: 0, detail: 'nothing due' }
    // fuel = ceil(reward × burn_rate × token price / fuel price), in base units of each token.
    const fuelNumerator = rateUnits(config.burn_rate) * tokenPrice.numerator * fuelPrice.denominator * 10n ** BigInt(fuel.decimals)
    const fuelDenominator = RATE_SCALE * tokenPrice.denominator * fuelPrice.numerator * 10n ** BigInt(token.decimals)
    await sql`
      create temporary table cm_due on commit drop as
      select id, buyer_id, seller_id, amount, cost, reward, div(reward * ${n(fuelNumerator)} + ${n(fuelDenominator - 1n)}, ${n(fuelDenominator)}) as fuel, false as fuel_short
      from (select id, buyer_id, seller_id, amount, cost, div(amount * ${n(rateUnits(config.reward_rate))}, ${n(RATE_SCALE)}) as reward
        from cm_fills where status = 1 and release_at < ${day.end}) f`.execute(trx)
    // Who cannot pay the day's fuel gets no reward. Read without a lock: a spend racing the run fails its CHECK and the next pass settles the day again.
    await sql`
      update cm_due d set reward = 0, fuel = 0, fuel_short = true from (
        select b.buyer_id from (select buyer_id, sum(fuel) as fuel from cm_due group by buyer_id) b
        left join ledger_accounts a on a.owner_kind = 'user' and a.owner_id = b.buyer_id and a.token_id = ${fuel.id} and a.purpose = 'usable'
        where b.fuel > coalesce(a.balance, 0)) short
      where d.buyer_id = short.buyer_id`.execute(trx)
    await sql`insert into cm_valid_users (user_id, valid_at) select buyer_id, ${day.postedAt}::timestamptz from cm_due union select seller_id, ${day.postedAt}::timestamptz from cm_due
      on conflict (user_id) do nothing`.execute(trx)
    await largestZones(trx, config.share_rates.length)
    const shares = ancestorShares({
      from: sql`(select buyer_id as user_id, reward as amount from cm_due)`,
      rates: config.share_rates,
      eligible: sql`exists (select 1 from cm_valid_users v where v.user_id = ancestor.user_id) and not exists (
        select 1 from cm_largest l join referral_paths rp on rp.ancestor_id = l.user_id and rp.zone_child_id = l.child_id
        where l.user_id = ancestor.user_id and rp.descendant_id = source.user_id)`,
    })
    const line = (owner: string, tokenId: number, purpose: string, amount: string, behavior: number | null, billType: number | null) =>
      sql`select 'user', ${sql.raw(owner)}, ${tokenId}::integer, ${purpose}, ${sql.raw(amount)}, ${behavior}::integer, ${billType}::integer from cm_due`
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select owner_kind, owner_id, token_id, purpose, sum(amount), behavior, bill_type from (
        ${line('buyer_id', token.id, 'circ_frozen', '-amount', null, null)}
        union all ${line('buyer_id', token.id, 'usable', 'amount', billBehaviors.cmReleaseBuy, billTypes.programme)}
        union all ${line('seller_id', pay.id, 'circ_frozen', '-cost', null, null)}
        union all ${line('seller_id', pay.id, 'usable', 'cost', billBehaviors.cmReleaseSell, billTypes.programme)}
        union all ${line('buyer_id', token.id, 'usable', 'reward', billBehaviors.cmReward, billTypes.reward)}
        union all ${line('buyer_id', fuel.id, 'usable', '-fuel', billBehaviors.cmBurnFuel, billTypes.programme)}
        union all select 'user', user_id, ${token.id}::integer, 'usable', amount, ${billBehaviors.cmShareReward}::integer, ${billTypes.reward}::integer from (${shares}) s
      ) l(owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      group by owner_kind, owner_id, token_id, purpose, behavior, bill_type`.execute(trx)
    await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount)
      select 'system', 0, ${fuel.id}::integer, 'burned', sum(fuel) from cm_due having sum(fuel) > 0`.execute(trx)
    // The matches' principal is the users' own and moves today; rewards cm_pool cannot pay are owed (decision 0045).
    await payLinesFromPool(trx, 'cm_pool', [billBehaviors.cmReward, billBehaviors.cmShareReward])
    await sql`update cm_fills f set status = 2, reward_amount = d.reward, fuel_amount = d.fuel, fuel_short = d.fuel_short, release_day = ${day.day}::date, finished_at = ${day.postedAt}
      from cm_due d where f.id = d.id`.execute(trx)
    const { rows } = await sql<{ fills: string; users: string }>`select count(*)::text as fills,
      (select count(*) from (select buyer_id from cm_due union select seller_id from cm_due) u)::text as users from cm_due`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0), detail: `${rows[0]?.fills ?? 0} matches completed` }
  },
})

/**
 * cm_largest: for each user up to `generations` above a rewarded buyer, the direct invitee heading
 * its largest zone by valid users (ties: the older child), as base/referral/zones.ts orders them.
 */
async function largestZones(trx: Db, generations: number): Promise<void> {
  await sql`
    create temporary table cm_largest on commit drop as
    select distinct on (ancestor_id) ancestor_id as user_id, zone_child_id as child_id from (
      select p.ancestor_id, p.zone_child_id, count(v.user_id) as valid
      from referral_paths p left join cm_valid_users v on v.user_id = p.descendant_id
      where p.ancestor_id in (select a.ancestor_id from referral_paths a join cm_due d on d.buyer_id = a.descendant_id where d.reward > 0 and a.depth <= ${generations})
      group by p.ancestor_id, p.zone_child_id
    ) zone order by ancestor_id, valid desc, zone_child_id`.execute(trx)
}
