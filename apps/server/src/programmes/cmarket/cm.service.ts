import { billBehaviors } from '@hapdex/core/api/wallet'
import type { OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { perContext } from '../base/perContext.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { createStatementBatches } from '../base/statementBatches.ts'
import { splitZones, zones } from '../base/referral/zones.ts'
import { rewardsSince, todayStart } from '../base/todayRewards.ts'
import { canTrade, fuelDue, openAmounts, quotaLeft, readMarket, type Market } from './cmMarket.ts'

type Page = { page: number; page_size: number }
const pageOf = <T>(list: T[], query: Page) => ({ list, page: query.page, page_size: query.page_size })
const offset = (query: Page) => (query.page - 1) * query.page_size

/** The bill tabs' behaviors: 0 circulation reward, 1 share reward, 2 the foundation fund's reward. */
const recordBehaviors = [billBehaviors.cmReward, billBehaviors.cmShareReward, billBehaviors.fundReward] as const

export async function configView(ctx: ProgrammeContext, userId: number | undefined) {
  const market = await readMarket(ctx)
  const { config, token } = market
  const can = userId === undefined ? { 0: false, 1: false } : canTrade(market, await quotaLeft(ctx.db, market, userId))
  const { rows } = await sql<{ buy: string | null; sell: string | null; matched: string | null }>`
    select (select sum((units - matched_units - withdrawn_units) * unit_amount) from cm_orders where status = 0 and type = 0)::text as buy,
      (select sum((units - matched_units - withdrawn_units) * unit_amount) from cm_orders where status = 0 and type = 1)::text as sell,
      (select sum(amount) from cm_fills)::text as matched`.execute(ctx.db)
  const totals = rows[0]
  const amount = (text: string | null | undefined) => toDecimal(BigInt(text ?? '0'), token)
  return {
    status: config.status,
    token: config.token,
    pay_token: config.pay_token,
    fuel_token: config.fuel_token,
    amount: config.amount,
    sell_amounts: config.sell_amounts,
    price: config.price,
    reward_rate: config.reward_rate,
    burn_rate: config.burn_rate,
    fuel_due: await fuelDue(ctx, market),
    freeze_day: config.freeze_day,
    can_buy: can[0],
    can_sell: can[1],
    total_buy: amount(totals?.buy),
    total_sell: amount(totals?.sell),
    total_matched: amount(totals?.matched),
  }
}

/** A member's validity (a completed order) as SQL of its id. */
const isValid = (member: RawBuilder<number>) => sql<number>`(select count(*) from cm_valid_users v where v.user_id = ${member})`

export async function userInfo(ctx: ProgrammeContext, userId: number) {
  const [counts, all] = await Promise.all([
    sql<{ direct: string; team: string }>`
      select (select count(*) from users u join cm_valid_users v on v.user_id = u.id where u.parent_id = ${userId})::text as direct,
        (select count(*) from referral_paths p join cm_valid_users v on v.user_id = p.descendant_id where p.ancestor_id = ${userId})::text as team`.execute(ctx.db),
    zones(ctx.db, userId, isValid),
  ])
  const { largest, others } = splitZones(all)
  const row = counts.rows[0]
  return { dr_valid_num: Number(row?.direct ?? 0), team_valid_num: Number(row?.team ?? 0), max_zone_valid_num: Number(largest), other_zone_valid_num: Number(others) }
}

export async function walletAsset(ctx: ProgrammeContext, userId: number) {
  const market = await readMarket(ctx)
  const { token } = market
  const [{ waiting, frozen }, left, received] = await Promise.all([openAmounts(ctx.db, userId), quotaLeft(ctx.db, market, userId), billSums(ctx.db, userId, recordBehaviors)])
  return {
    token: token.symbol,
    can_buy: toDecimal(left[0], token),
    wait_buy: toDecimal(waiting[0], token),
    freeze_buy: toDecimal(frozen[0], token),
    can_sell: toDecimal(left[1], token),
    wait_sell: toDecimal(waiting[1], token),
    circulation_reward: toDecimal(received.get(billBehaviors.cmReward) ?? 0n, token),
    share_reward: toDecimal(received.get(billBehaviors.cmShareReward) ?? 0n, token),
    fund_reward: toDecimal(received.get(billBehaviors.fundReward) ?? 0n, token),
  }
}

export async function todayReward(ctx: ProgrammeContext, userId: number) {
  const { token } = await readMarket(ctx)
  const rows = await rewardsSince(ctx.db, userId, await todayStart(ctx))
  const sum = (behavior: number) => rows.filter((row) => row.behavior === behavior && row.token_id === token.id).reduce((total, row) => total + row.amount, 0n)
  return { token: token.symbol, circulation_reward: toDecimal(sum(billBehaviors.cmReward), token), share_reward: toDecimal(sum(billBehaviors.cmShareReward), token) }
}

export async function walletRecord(ctx: ProgrammeContext, userId: number, query: Page & { type: number }) {
  const { token } = await readMarket(ctx)
  const rows = await listBillsOfBehaviors(ctx.db, userId, [recordBehaviors[query.type as 0 | 1 | 2]], query.page_size, offset(query))
  return pageOf(rows.map((row) => ({ id: Number(row.id), created_at: row.created_at.toISOString(), usable_change: toDecimal(BigInt(row.amount), token), token: token.symbol })), query)
}

type ChildRow = { user_id: number; address: string; is_valid: boolean; children_valid_num: string }
const childSql = sql`select u.id as user_id, u.address, exists (select 1 from cm_valid_users v where v.user_id = u.id) as is_valid,
  (select count(*) from referral_paths p join cm_valid_users v on v.user_id = p.descendant_id where p.ancestor_id = u.id)::text as children_valid_num from users u`
const toChild = (row: ChildRow) => ({ user_id: row.user_id, address: row.address, is_valid: row.is_valid, children_valid_num: Number(row.children_valid_num) })

export async function maxZone(ctx: ProgrammeContext, userId: number) {
  const [largest] = await zones(ctx.db, userId, isValid)
  if (largest === undefined) return null
  const { rows } = await sql<ChildRow>`${childSql} where u.id = ${largest.childId}`.execute(ctx.db)
  return rows[0] === undefined ? null : toChild(rows[0])
}

export async function childrenList(ctx: ProgrammeContext, userId: number, query: Page) {
  const { rows } = await sql<ChildRow>`${childSql} where u.parent_id = ${userId} order by u.id limit ${query.page_size} offset ${offset(query)}`.execute(ctx.db)
  return pageOf(rows.map(toChild), query)
}

type ZoneRow = { id: number; address: string; left: number; unit_amount: string; created_at: Date }

/** A side's queuing orders in queue order (buy zone, sell zone). */
export async function zoneList(ctx: ProgrammeContext, side: OrderSide, query: Page) {
  const { token } = await readMarket(ctx)
  const { rows } = await sql<ZoneRow>`select o.id, u.address, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text, o.created_at
    from cm_orders o join users u on u.id = o.user_id where o.status = 0 and o.seq is not null and o.type = ${side}
    order by o.seq limit ${query.page_size} offset ${offset(query)}`.execute(ctx.db)
  return pageOf(rows.map((row) => ({ id: row.id, address: row.address, token_unit: row.left, amount: toDecimal(BigInt(row.unit_amount) * BigInt(row.left), token), created_at: row.created_at.toISOString() })), query)
}

interface ListedRow {
  id: number
  order_id: number
  address: string
  units: number
  amount: string
  cost: string
  freeze_day: number | null
  reward_amount: string
  reward_owed: boolean
  reward_forfeited: boolean
  fuel_amount: string
  created_at: Date
  begin_time: Date | null
  end_time: Date | null
  finished_at: Date | null
}

function toOrder(row: ListedRow, side: OrderSide, status: 0 | 1 | 2 | 3, market: Market) {
  const time = (at: Date | null) => (at === null ? null : at.toISOString())
  return {
    id: row.id,
    order_id: row.order_id,
    address: row.address,
    token_unit: row.units,
    amount: toDecimal(BigInt(row.amount), market.token),
    pay_amount: toDecimal(BigInt(row.cost), market.pay),
    freeze_day: row.freeze_day ?? market.config.freeze_day,
    reward_amount: toDecimal(BigInt(row.reward_amount), market.token),
    reward_owed: row.reward_owed,
    reward_forfeited: row.reward_forfeited,
    fuel_amount: toDecimal(BigInt(row.fuel_amount), market.fuel),
    type: side,
    status,
    created_at: row.created_at.toISOString(),
    begin_time: time(row.begin_time),
    end_time: time(row.end_time),
    finished_at: time(row.finished_at),
  }
}

/** Order rows (tabs 0 and 3): what is left queuing, or what was withdrawn; the owner's address. */
const orderRows = (units: RawBuilder<number>) => sql`select o.id, o.id as order_id, u.address, ${units} as units, (${units}) * o.unit_amount as amount,
  (${units}) * o.unit_cost as cost, null::integer as freeze_day, '0' as reward_amount, false as reward_owed, false as reward_forfeited, '0' as fuel_amount, o.created_at, null::timestamptz as begin_time,
  null::timestamptz as end_time, o.finished_at from cm_orders o join users u on u.id = o.user_id`

/** The buyer's reward of the match's release day is owed, not paid yet (base/settlement/owedRewards.ts). */
const rewardOwed = sql`exists (select 1 from programme_owed_rewards w where w.user_id = f.buyer_id and w.job = 'circulation.release'
  and w.day = f.release_day and w.behavior = ${billBehaviors.cmReward} and w.paid_transaction_id is null)`

/** Match rows (tabs 1 and 2): one match of the user's order on the side; the other party's address. */
const fillRows = (side: OrderSide) => sql`select f.id, ${side === 0 ? sql`f.buy_order_id` : sql`f.sell_order_id`} as order_id, u.address, f.units, f.amount, f.cost, f.freeze_day,
  f.reward_amount, ${side === 0 ? rewardOwed : sql`false`} as reward_owed, ${side === 0 ? sql`f.fuel_short` : sql`false`} as reward_forfeited, f.fuel_amount, o.created_at, f.matched_at as begin_time, f.release_at as end_time, f.finished_at
  from cm_fills f join cm_orders o on o.id = ${side === 0 ? sql`f.buy_order_id` : sql`f.sell_order_id`} join users u on u.id = ${side === 0 ? sql`f.seller_id` : sql`f.buyer_id`}`

/** The order page: the caller's orders of a side (0 buys: the order list; 1 sells: the store list) on one tab, newest first. */
export async function orderList(ctx: ProgrammeContext, userId: number, side: OrderSide, query: Page & { type: number }) {
  const market = await readMarket(ctx)
  const tab = query.type as 0 | 1 | 2 | 3
  const page = sql`limit ${query.page_size} offset ${offset(query)}`
  const listed =
    tab === 0 ? sql<ListedRow>`${orderRows(sql`(o.units - o.matched_units - o.withdrawn_units)`)} where o.user_id = ${userId} and o.type = ${side} and o.status = 0 order by o.id desc ${page}`
    : tab === 3 ? sql<ListedRow>`${orderRows(sql`o.withdrawn_units`)} where o.user_id = ${userId} and o.type = ${side} and o.status = 3 and o.withdrawn_units > 0 order by o.id desc ${page}`
    : sql<ListedRow>`${fillRows(side)} where ${side === 0 ? sql`f.buyer_id` : sql`f.seller_id`} = ${userId} and f.status = ${tab} order by f.id desc ${page}`
  const { rows } = await listed.execute(ctx.db)
  return pageOf(rows.map((row) => toOrder(row, side, tab, market)), query)
}

type ViewRow = ListedRow & { user_id: number; type: number; status: number }

/** Orders by id, in one query (null for an id that is none). */
async function viewRows(db: Db, ids: readonly number[]): Promise<(ViewRow | null)[]> {
  const { rows } = await sql<ViewRow>`select o.id, o.id as order_id, o.user_id, u.address, o.units, o.units * o.unit_amount as amount, o.units * o.unit_cost as cost,
    null::integer as freeze_day, '0' as reward_amount, false as reward_owed, false as reward_forfeited, '0' as fuel_amount, o.created_at, null::timestamptz as begin_time, null::timestamptz as end_time, o.finished_at, o.type, o.status
    from cm_orders o join users u on u.id = o.user_id where o.id = any (${sql.val([...ids])}::integer[])`.execute(db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id) ?? null)
}

// Reads lock nothing: two batches may overlap, so the next one gathers while one is out.
const orderReaderOf = perContext((ctx) => createStatementBatches((ids: readonly number[]) => viewRows(ctx.db, ids)))

/** One order as publish and cancel answer it: its state (0 queuing, 1 fully matched, 3 withdrawn) and all its units; read with the others answered at the same time. */
export async function orderView(ctx: ProgrammeContext, userId: number, orderId: number) {
  const market = await readMarket(ctx)
  const row = await orderReaderOf(ctx)(orderId)
  if (row === null || row.user_id !== userId) throw new Error(`cm order ${orderId} vanished`)
  return toOrder(row, row.type as OrderSide, row.status as 0 | 1 | 3, market)
}

/**
 * A publish's answer, read from nothing: the order as its statement queued it (0, nothing matched
 * yet). The matcher runs apart (decision 0038), so what it did since shows on the order page, and
 * the answer is the same however fast it was.
 */
export function queuedOrderView(market: Market, order: { id: number; address: string; side: OrderSide; units: number; createdAt: Date }) {
  const { id, address, side, units, createdAt } = order
  const row: ListedRow = {
    id,
    order_id: id,
    address,
    units,
    amount: (market.unitAmount * BigInt(units)).toString(),
    cost: (market.unitCost * BigInt(units)).toString(),
    freeze_day: null,
    reward_amount: '0',
    reward_owed: false,
    reward_forfeited: false,
    fuel_amount: '0',
    created_at: createdAt,
    begin_time: null,
    end_time: null,
    finished_at: null,
  }
  return toOrder(row, side, 0, market)
}
