import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Two seeds of 0003 and 0004 corrected (issue 17), each only where it still holds the old seed,
// so a value an operator has changed stays as they set it:
// - the minimum recharge of 2 is the spec's for HAP (spec 3: "Minimum recharge 2 HAP"); 0003 put it
//   on USDT. (The web keeps spec 2's own client rule for token id 2 besides.)
// - the flash-exchange rates match the devnet pool's price (HAP ≈ 0.5 USDT): 1 USDT buys 2 HAP and
//   1 HAP buys 0.5 USDT, instead of 10 and 0.1.

const HAP = 1
const USDT = 2
const two = (2n * 10n ** 18n).toString()

const rates = [
  { t1_id: USDT, t2_id: HAP, old: '10', new: '2' },
  { t1_id: HAP, t2_id: USDT, old: '0.1', new: '0.5' },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update tokens set min_deposit = ${two} where id = ${HAP} and min_deposit = 0`.execute(db)
  await sql`update tokens set min_deposit = 0 where id = ${USDT} and min_deposit = ${two}`.execute(db)
  for (const rate of rates) {
    await sql`update exchange_pairs set exchange_rate = ${rate.new} where t1_id = ${rate.t1_id} and t2_id = ${rate.t2_id} and exchange_rate = ${rate.old}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const rate of rates) {
    await sql`update exchange_pairs set exchange_rate = ${rate.old} where t1_id = ${rate.t1_id} and t2_id = ${rate.t2_id} and exchange_rate = ${rate.new}`.execute(db)
  }
  await sql`update tokens set min_deposit = ${two} where id = ${USDT} and min_deposit = 0`.execute(db)
  await sql`update tokens set min_deposit = 0 where id = ${HAP} and min_deposit = ${two}`.execute(db)
}
