/**
 * What the herd left, read from the database: seats against the rounds' counters, and every
 * buyer's charge from the bills and the ledger's balances. The ledger's own invariant
 * (checkLedger) comes on top; together they say whether anyone was charged twice or for nothing.
 */
import { billBehaviors } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import type { Db } from '../../apps/server/src/db/database.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'

export interface HerdFigures {
  seats: number
  sold: number
  recruited: number
  /** Distinct users charged for a seat (partner-buy bills). */
  chargedBuyers: number
  /** Bills of the seat purchase: one per seat when nobody paid twice. */
  buyBills: number
  problems: string[]
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0)

async function seatFigures(db: Db) {
  const { rows } = await sql<{ seats: string; recruited: string; sold: string; seat_users: string }>`
    select (select sum(max_recruit) from partner_rounds) as seats, (select sum(recruited) from partner_rounds) as recruited,
           (select count(*) from partner_seats) as sold, (select count(distinct user_id) from partner_seats) as seat_users`.execute(db)
  return rows[0]
}

async function billFigures(db: Db) {
  const { rows } = await sql<{ bills: string; users: string; unmatched: string }>`
    select count(*) as bills, count(distinct b.user_id) as users,
           count(*) filter (where s.user_id is null or abs(b.amount) <> s.pay_amount::numeric) as unmatched
    from bills b left join partner_seats s on s.user_id = b.user_id
    where b.behavior = ${billBehaviors.partnerBuy}`.execute(db)
  return rows[0]
}

/** Buyers whose usable balance is not the credit less their one seat's price (or the credit, without a seat). */
async function wrongBalances(db: Db, buyerIds: number[], tokenId: number, credit: bigint): Promise<number> {
  const { rows } = await sql<{ wrong: string }>`
    select count(*) as wrong
    from unnest(${buyerIds}::integer[]) as b(id)
    left join ledger_accounts a on a.owner_kind = 'user' and a.owner_id = b.id and a.token_id = ${tokenId} and a.purpose = 'usable'
    left join partner_seats s on s.user_id = b.id
    where coalesce(a.balance, 0) <> ${credit.toString()}::numeric - coalesce(s.pay_amount::numeric, 0)`.execute(db)
  return count(rows[0]?.wrong)
}

export async function checkHerd(db: Db, { buyerIds, tokenId, credit, accepted }: { buyerIds: number[]; tokenId: number; credit: bigint; accepted: number }): Promise<HerdFigures> {
  const [seats, bills, wrong, ledger] = [await seatFigures(db), await billFigures(db), await wrongBalances(db, buyerIds, tokenId, credit), await checkLedger(db)]
  const figures = { seats: count(seats?.seats), sold: count(seats?.sold), recruited: count(seats?.recruited), chargedBuyers: count(bills?.users), buyBills: count(bills?.bills) }
  const problems = [
    ...ledger.problems,
    ...(figures.recruited === figures.sold ? [] : [`rounds count ${figures.recruited} seats taken, partner_seats holds ${figures.sold}`]),
    ...(figures.sold <= figures.seats ? [] : [`${figures.sold} seats sold of ${figures.seats}: oversold`]),
    ...(count(seats?.seat_users) === figures.sold ? [] : ['a user holds two seats']),
    ...(figures.buyBills === figures.chargedBuyers ? [] : [`${figures.buyBills} purchase bills for ${figures.chargedBuyers} users: someone was charged twice`]),
    ...(figures.buyBills === figures.sold ? [] : [`${figures.buyBills} purchase bills for ${figures.sold} seats`]),
    ...(count(bills?.unmatched) === 0 ? [] : [`${count(bills?.unmatched)} purchase bills without a seat or at another price`]),
    ...(wrong === 0 ? [] : [`${wrong} buyers' balances are not their credit less one seat (or none)`]),
    ...(accepted === figures.sold ? [] : [`${accepted} purchases answered as done, ${figures.sold} seats recorded`]),
    ...(ledger.ok ? [] : ['ledger invariant broken']),
  ]
  return { ...figures, problems }
}
