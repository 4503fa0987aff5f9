import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { sql, type RawBuilder } from 'kysely'
import { numeric as n } from '../base/settlement/numericLiteral.ts'
import { ancestorShares } from '../base/referral/ancestorShares.ts'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { minerSettings } from './minerSettings.ts'

const seconds = (value: number): RawBuilder<unknown> => sql`make_interval(secs => ${value})`

/**
 * `miner.close` (PROGRAMMES.md, "Miner pool and airdrops"): every session that ended during the
 * day pays its production (fixed at its start) to its owner's airdrop balance; the direct
 * inviter gets direct_bonus_rate and the indirect indirect_bonus_rate of it on top, each only if
 * their own miner ran within active_seconds before the session's end. The 918 airdrop tops every
 * bound user up to their entitlement (one unit, plus one per airdrop_valid_step invitees whose
 * miner ran within active_seconds of the day's end, at most airdrop_max). All from miner_pool.
 */
export const minerClose = defineSettlementJob({
  name: 'miner.close',
  programme: 'miner',
  prepare: async (day) => minerSettings(day.ctx, await day.config('miner')),
  async settle(trx, day, { config, token }) {
    const active = seconds(config.active_seconds)
    await sql`
      create temporary table miner_closing on commit drop as
      select id, user_id, production, ends_at from miner_sessions
      where ends_at >= ${day.start} and ends_at < ${day.end}`.execute(trx)
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', user_id, ${token.id}::integer, 'airdrop_usable', sum(production), ${billBehaviors.minerProduction}::integer, ${billTypes.reward}::integer
      from miner_closing group by user_id`.execute(trx)
    // Each session's bonus rounds down on its own (inside ancestorShares), then sums per inviter.
    const bonuses = ancestorShares({
      from: sql`(select user_id, production as amount, ends_at from miner_closing)`,
      rates: [config.direct_bonus_rate, config.indirect_bonus_rate],
      eligible: sql`exists (select 1 from miner_sessions s where s.user_id = ancestor.user_id and s.started_at <= source.ends_at and s.ends_at > source.ends_at - ${active})`,
    })
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', user_id, ${token.id}::integer, 'airdrop_usable', sum(amount),
        (case generation when 1 then ${billBehaviors.minerDirectBonus} else ${billBehaviors.minerIndirectBonus} end)::integer, ${billTypes.reward}::integer
      from (${bonuses}) b group by user_id, generation`.execute(trx)
    await airdrop918(trx, day.end, config, token)
    await payLinesFromPool(trx, 'miner_pool')
    const { rows } = await sql<{ users: string | number; sessions: string | number }>`
      select (select count(distinct owner_id) from settlement_lines where owner_kind = 'user') as users, (select count(*) from miner_closing) as sessions`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0), detail: `${rows[0]?.sessions ?? 0} sessions closed` }
  },
})

type Settings = Awaited<ReturnType<typeof minerSettings>>

async function airdrop918(trx: Parameters<typeof minerClose.settle>[0], end: Date, config: Settings['config'], token: Settings['token']): Promise<void> {
  const unit = parseAmount(config.airdrop_unit, token.decimals)
  const max = parseAmount(config.airdrop_max, token.decimals)
  await sql`
    create temporary table miner_grants on commit drop as
    select u.id as user_id, least(${n(max)}, ${n(unit)} * (1 + div(coalesce(v.valid, 0), ${config.airdrop_valid_step}))) - coalesce(g.paid, 0) as grant_amount, -- rounds down: a unit per whole airdrop_valid_step of valid invitees
      least(${n(max)}, ${n(unit)} * (1 + div(coalesce(v.valid, 0), ${config.airdrop_valid_step}))) as entitled -- rounds down, as above
    from users u
    left join (
      select c.parent_id, count(*) as valid from users c
      where c.parent_id <> 0 and exists (select 1 from miner_sessions s where s.user_id = c.id and s.started_at <= ${end} and s.ends_at > ${end}::timestamptz - ${seconds(config.active_seconds)})
      group by c.parent_id
    ) v on v.parent_id = u.id
    left join airdrop_grants g on g.user_id = u.id
    where u.parent_id <> 0`.execute(trx)
  await sql`delete from miner_grants where grant_amount <= 0`.execute(trx)
  await sql`
    insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
    select 'user', user_id, ${token.id}::integer, 'airdrop_usable', grant_amount, ${billBehaviors.airdrop918}::integer, ${billTypes.reward}::integer from miner_grants`.execute(trx)
  await sql`
    insert into airdrop_grants (user_id, paid) select user_id, entitled from miner_grants
    on conflict (user_id) do update set paid = excluded.paid`.execute(trx)
}
