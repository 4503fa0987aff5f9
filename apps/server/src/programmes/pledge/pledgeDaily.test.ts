import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { insertUsers } from '../../test/insertUsers.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { pledgeDaily } from './pledgeDaily.ts'
import { pledgeTables } from './pledge.table.ts'

const { HAP, USDT, BtPi } = tokenIds
const e18 = 10n ** 18n
const USERS = 24
const DAY = 86_400_000
const pools = [{ id: 1, token: 'HAP', tokenId: HAP }, { id: 2, token: 'BtPi', tokenId: BtPi }, { id: 3, token: 'USDT', tokenId: USDT }] as const

interface Lot {
  user: number
  pool: (typeof pools)[number]
  amount: bigint
  pledgedAt: number
  redeemedAt: number | undefined
}

/**
 * PROGRAMMES.md's pledge reward, in plain bigint: per user and pool, what was pledged before the
 * day began and still pledged at its end, times the pool's daily rate, rounded down.
 */
function reference(lots: readonly Lot[], rates: ReadonlyMap<number, string>, dayStart: number) {
  const staked = new Map<string, bigint>()
  for (const lot of lots) {
    if (lot.pledgedAt >= dayStart || (lot.redeemedAt !== undefined && lot.redeemedAt < dayStart + DAY)) continue
    const key = `${lot.user}:${lot.pool.tokenId}`
    staked.set(key, (staked.get(key) ?? 0n) + lot.amount)
  }
  const rewards = new Map<string, bigint>()
  let inexact = 0
  for (const [key, stake] of staked) {
    const exact = stake * parseAmount(rates.get(Number(key.split(':')[1]))!, 18)
    rewards.set(key, exact / e18)
    if (exact % e18 !== 0n) inexact++
  }
  return { rewards, inexact }
}

describe.each(testDatabases)('pledge.daily against the rules on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: pools.map((pool) => ['pledge_pool', pool.tokenId, 10n ** 9n * e18] as const), perTest: true })

  const rewardBalances = async () => {
    const rows = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'token_id', 'balance']).where('purpose', '=', 'pledge_reward').where('owner_kind', '=', 'user').execute()
    return new Map(rows.filter((row) => BigInt(row.balance) > 0n).map((row) => [`${row.owner_id}:${row.token_id}`, BigInt(row.balance)]))
  }

  /** A test's own users, lots and rewards so far, drawn from its own seeded sequence. */
  const pledgeBook = async () => {
    const next = seededRandom(30)
    const lots: Lot[] = []
    const paid = new Map<string, bigint>()
    const users = await insertUsers(s.db, Array.from({ length: USERS }, () => undefined), 'pledge')

    /** Random lots around the day: before it, during it, at its bounds, redeemed within and after it. */
    const addLots = async (dayStart: number, count: number) => {
      const fresh: Lot[] = []
      for (let n = 0; n < count; n++) {
        const pledgedAt = next.pick([dayStart - DAY * next.int(1, 30) + next.int(0, DAY - 1), dayStart - 1, dayStart, dayStart + next.int(1, DAY - 1)])
        const redeemedAt = next.pick([undefined, undefined, dayStart + next.int(0, DAY - 1), dayStart + DAY, dayStart + DAY + next.int(1, DAY)])
        // Up to a million tokens with every digit in play: no rate divides them evenly.
        fresh.push({ user: next.pick(users), pool: next.pick(pools), amount: next.bigint(1n, 10n ** 6n * e18), pledgedAt, redeemedAt: redeemedAt !== undefined && redeemedAt > pledgedAt ? redeemedAt : undefined })
      }
      await pledgeTables(s.db)
        .insertInto('pledge_lots')
        .values(fresh.map((lot) => ({ user_id: lot.user, pool_id: lot.pool.id, token_id: lot.pool.tokenId, amount: lot.amount.toString(), pledged_at: new Date(lot.pledgedAt), redeemed_at: lot.redeemedAt === undefined ? null : new Date(lot.redeemedAt) })))
        .execute()
      lots.push(...fresh)
    }

    /** New rates for every pool, with up to 9 decimals, in force from now (the day's end reads them). */
    const setRates = async () => {
      const rates = new Map(pools.map((pool) => [pool.tokenId, next.rate(next.int(3, 9))]))
      await s.t.programmes.ctx.configs.save('pledge', { pools: pools.map((pool) => ({ id: pool.id, token: pool.token, min_pledge: '1', daily_rate: rates.get(pool.tokenId)! })) }, 'test')
      return rates
    }

    const settleAndCompare = async (day: string, dayStart: number, rates: ReadonlyMap<number, string>) => {
      const { run } = await settleIdempotently(s.t.programmes.ctx, pledgeDaily, day, ['pledge_lots'])
      const { rewards, inexact } = reference(lots, rates, dayStart)
      // The cases exercise the rounding: nearly every stake times its rate leaves a remainder.
      expect(inexact).toBeGreaterThan(rewards.size * 0.9)
      for (const [key, reward] of rewards) paid.set(key, (paid.get(key) ?? 0n) + reward)
      expect(await rewardBalances()).toEqual(new Map([...paid].filter(([, reward]) => reward > 0n)))
      // One reward bill per user and token, of the day's reward.
      const bills = await s.db.selectFrom('bills').select(['user_id', 'token_id', 'amount', 'usable_change']).where('transaction_id', '=', run.transaction_id).execute()
      expect(new Map(bills.map((bill) => [`${bill.user_id}:${bill.token_id}`, [BigInt(bill.amount), BigInt(bill.usable_change)]]))).toEqual(
        new Map([...rewards].filter(([, reward]) => reward > 0n).map(([key, reward]) => [key, [reward, reward]])),
      )
      expect(run.users).toBe(new Set([...rewards].filter(([, reward]) => reward > 0n).map(([key]) => key.split(':')[0])).size)
    }

    /** One day: its lots, its rates, the clock past its end, its settlement checked against the reference. */
    const settleDay = async (day: string, lotCount: number) => {
      const dayStart = Date.parse(`${day}T00:00:00Z`)
      await addLots(dayStart, lotCount)
      const rates = await setRates()
      s.t.clock.advance(86_400)
      await settleAndCompare(day, dayStart, rates)
    }
    return { settleDay }
  }

  it('pays each stake its pool rate rounded down, to the base unit, and a killed run leaves nothing', async () => {
    const book = await pledgeBook()
    await book.settleDay('2026-03-10', 80)
  })

  it('pays the next day at that day’s rates on the lots of both days', async () => {
    const book = await pledgeBook()
    await book.settleDay('2026-03-10', 80)
    await book.settleDay('2026-03-11', 40)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
