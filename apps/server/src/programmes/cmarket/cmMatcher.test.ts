import { matchFifo, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { issueActionNonce } from '../../auth/signedAction.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { matchArrivals } from './cmBook.ts'
import { readMarket } from './cmMarket.ts'
import { orderPublish, publishItem, publishOrders } from './cmPublish.ts'
import { cmActions } from './cmTestKit.ts'

const { HAP, USDT } = tokenIds
const USERS = 6

/**
 * The matcher apart from the publishes (decision 0038): whatever the publishes' concurrency and
 * the runs' sizes, what it matched is one FIFO pass over the queue in `seq` order, and a run that
 * dies before its commit leaves nothing behind. One unit is 100 HAP at 0.37 USDT (37 a unit), so
 * no sum of costs comes out round.
 */
describe.each(testDatabases)('circulation matcher on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: USERS,
    credits: Array.from({ length: USERS }, (_, i) => [[i, USDT, 10_000n * e18] as const, [i, HAP, 10_000n * e18] as const]).flat(),
  })
  const m = cmActions(s)
  const ctx = () => s.t.programmes.ctx
  beforeAll(() => ctx().configs.save('cmarket', { price: '0.37', buy_quota: '100000', sell_quota: '100000' }, 'test'))

  async function settings() {
    const market = await readMarket(ctx())
    return { payTokenId: market.pay.id, tokenId: market.token.id, freezeDay: market.config.freeze_day, now: ctx().clock.now() }
  }

  /** Everything the book holds, and the replay it must equal: matchFifo over every order in queue order, from an empty book. */
  async function bookAgainstReplay() {
    const { rows: orders } = await sql<{ id: number; user_id: number; type: number; units: number; matched_units: number; unit_amount: string; unit_cost: string }>`
      select id, user_id, type, units, matched_units, unit_amount::text, unit_cost::text from cm_orders order by seq`.execute(s.db)
    const { rows: fills } = await sql<{ buy_order_id: number; sell_order_id: number; units: number }>`select buy_order_id, sell_order_id, units from cm_fills order by id`.execute(s.db)
    const replay = matchFifo(orders.map((o) => ({ id: o.id, owner: o.user_id, side: o.type as OrderSide, book: `${o.unit_amount}:${o.unit_cost}`, units: o.units })))
    const matchedOf = new Map<number, number>()
    for (const fill of fills) for (const id of [fill.buy_order_id, fill.sell_order_id]) matchedOf.set(id, (matchedOf.get(id) ?? 0) + fill.units)
    return {
      served: fills.map((f) => [f.buy_order_id, f.sell_order_id, f.units]),
      replayed: replay.map((f) => [f.buyId, f.sellId, f.units]),
      unitsOff: orders.filter((o) => (matchedOf.get(o.id) ?? 0) !== o.matched_units),
      orders,
    }
  }

  /** Per user and token: reserved = what its queuing orders still hold; no unit is moved twice. */
  async function reservedAgainstOrders(orders: readonly { user_id: number; type: number; units: number; matched_units: number; unit_amount: string; unit_cost: string }[]) {
    const off: string[] = []
    for (let i = 0; i < USERS; i++) {
      const mine = orders.filter((o) => o.user_id === s.ids[i])
      const left = (side: number, price: (o: (typeof orders)[number]) => bigint) => mine.filter((o) => o.type === side).reduce((sum, o) => sum + BigInt(o.units - o.matched_units) * price(o), 0n)
      if ((await m.held(i, USDT)).cm_reserved !== left(0, (o) => BigInt(o.unit_cost))) off.push(`${i} USDT`)
      if ((await m.held(i, HAP)).cm_reserved !== left(1, (o) => BigInt(o.unit_amount))) off.push(`${i} HAP`)
    }
    return off
  }

  it('drains concurrent publishes in exact FIFO order, however its runs are cut and interleaved', async () => {
    // The other test's orders may be in the book already: the replay covers them too, the counts are of this test's.
    const earlier = new Set((await sql<{ id: number }>`select id from cm_orders`.execute(s.db)).rows.map((row) => row.id))
    // A fixed mix of users, sides and 1..7 units: sizes that leave partial matches everywhere.
    const plan = Array.from({ length: 36 }, (_, k) => ({ user: (k * 5) % USERS, side: ((k * 7) % 3 === 0 ? 0 : 1) as 0 | 1, units: 1 + ((k * 11) % 7) }))
    const bodies = await Promise.all(plan.map((p) => m.publishBody(p.user, p.side, String(100 * p.units))))
    const run = await settings()
    // Every publish at once; after each answer a run of at most three arrivals on its own connection, so runs race each other and the publishes.
    const answers = await Promise.all(
      plan.map(async (p, k) => {
        const answer = await s.post('/api/circulation/order/publish', p.user, bodies[k]!)
        await s.db.transaction().execute((trx) => matchArrivals(trx, run, 3))
        return answer
      }),
    )
    expect(answers.map((answer) => answer.json().data?.status)).toEqual(plan.map(() => 0))
    await m.drain()
    expect((await sql<{ left: string }>`select count(*)::text as left from cm_orders where seq > (select matched_seq from cm_book_state)`.execute(s.db)).rows[0]!.left).toBe('0')

    const { served, replayed, unitsOff, orders } = await bookAgainstReplay()
    expect(orders).toHaveLength(earlier.size + plan.length)
    expect(replayed.filter(([buy, sell]) => !earlier.has(buy!) || !earlier.has(sell!)).length).toBeGreaterThan(10)
    expect(served).toEqual(replayed)
    expect(unitsOff).toEqual([])
    expect(await reservedAgainstOrders(orders)).toEqual([])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('a run that dies after writing, before its commit, leaves nothing; the next run matches it all once', async () => {
    const market = await readMarket(ctx())
    // Published by the statement alone: nothing wakes the matcher.
    const item = async (i: number, side: OrderSide, units: number) => {
      const { nonce, expires_at } = await issueActionNonce(s.db, s.ids[i]!)
      const guard = { consumption: { nonce, userId: s.ids[i]!, expiresAt: expires_at }, error: () => new Error('nonce') }
      return publishItem(orderPublish(market, { userId: s.ids[i]!, side, units, now: ctx().clock.now(), nonce, guard }))
    }
    const outcomes = await publishOrders(s.db, [await item(0, 1, 3), await item(1, 0, 5), await item(2, 1, 4), await item(3, 0, 1)])
    expect(outcomes.map((o) => o.status)).toEqual(['published', 'published', 'published', 'published'])
    const state = async () =>
      (
        await sql<{ state: string }>`select (select matched_seq from cm_book_state)::text || '/' || (select sum(matched_units) from cm_orders)::text || '/' ||
          (select count(*) from cm_fills)::text || '/' || (select count(*) from ledger_transactions)::text || '/' ||
          (select string_agg(balance::text, ',' order by id) from ledger_accounts where purpose in ('cm_reserved', 'circ_frozen')) as state`.execute(s.db)
      ).rows[0]!.state
    const before = await state()
    const run = await settings()
    let matches = 0
    await expect(
      s.db.transaction().execute(async (trx) => {
        matches = (await matchArrivals(trx, run)).matches
        throw new Error('the process died')
      }),
    ).rejects.toThrow('the process died')
    expect(matches).toBeGreaterThan(0)
    expect(await state()).toBe(before)

    await m.drain()
    expect(await state()).not.toBe(before)
    const { served, replayed, unitsOff, orders } = await bookAgainstReplay()
    expect(served).toEqual(replayed)
    expect(unitsOff).toEqual([])
    expect(await reservedAgainstOrders(orders)).toEqual([])
    // A second drain finds nothing to do and writes nothing.
    const after = await state()
    await m.drain()
    expect(await state()).toBe(after)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
