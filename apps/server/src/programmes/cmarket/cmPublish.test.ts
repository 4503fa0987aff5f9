import type { OrderSide } from '@hapdex/core/rules/circulationMarket'
import { beforeAll, describe, expect, it } from 'vitest'
import { issueActionNonce } from '../../auth/signedAction.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { cmTables } from './cm.table.ts'
import { runBook } from './cmOrders.ts'
import { openAmounts, readMarket } from './cmMarket.ts'
import { createOrderPublisher, orderPublish, publishItem, publishOrders, type PublishOutcome } from './cmPublish.ts'
import { cmActions } from './cmTestKit.ts'

const { HAP, USDT } = tokenIds
const statuses = (outcomes: readonly PublishOutcome[]) => outcomes.map((outcome) => outcome.status)

/**
 * The publish statement (cm_publish_orders) on its own. One unit is 100 HAP at 0.37 USDT; quotas
 * 500 HAP a side. 1 holds 100 USDT (two units' 74, not three units' 111), 2 holds 250 HAP.
 */
function publishSuite(create: Parameters<typeof programmeSuite>[0]) {
  const s = programmeSuite(create, {
    users: 5,
    credits: [
      [0, HAP, 1_000n * e18],
      [1, USDT, 100n * e18],
      [2, HAP, 250n * e18],
      [3, USDT, 1_000n * e18],
      [4, HAP, 1_000n * e18],
    ],
  })
  const ctx = () => s.t.programmes.ctx
  beforeAll(() => ctx().configs.save('cmarket', { price: '0.37', buy_quota: '500', sell_quota: '500' }, 'test'))

  /** A publish of `hap` whole HAP by test user i, signed with a fresh nonce. */
  async function publish(i: number, side: OrderSide, hap: bigint) {
    const market = await readMarket(ctx())
    const userId = s.ids[i]!
    const { nonce, expires_at } = await issueActionNonce(s.db, userId)
    const guard = { consumption: { nonce, userId, expiresAt: expires_at }, error: () => new Error('nonce') }
    return orderPublish(market, { userId, side, units: Number(hap / 100n), now: ctx().clock.now(), nonce, guard })
  }
  const orderIds = async () => (await cmTables(s.db).selectFrom('cm_orders').select('id').orderBy('id').execute()).map((row) => row.id)
  return { s, m: cmActions(s), ctx, publish, orderIds }
}

describe.each(testDatabases)('circulation publish statement on $name', ({ create }) => {
  // Each test publishes for users of its own (0 and 1, 2, 4): the quotas and balances it reads are its alone.
  const { s, m, publish, orderIds } = publishSuite(create)

  it('decides a batch in order: the quota counts the batch’s earlier orders, a refused reservation nothing, a replayed nonce posts once', async () => {
    // Other tests' orders may queue already: this batch's come after them.
    const earlier = await orderIds()
    const lastSeq = (await cmTables(s.db).selectFrom('cm_orders').select('seq').orderBy('seq', 'desc').limit(1).executeTakeFirst())?.seq ?? '0'
    const replayed = await publish(1, 0, 200n)
    const batch = [await publish(0, 1, 300n), await publish(0, 1, 300n), await publish(0, 1, 200n), await publish(1, 0, 300n), replayed, replayed]
    const outcomes = await publishOrders(s.db, batch.map(publishItem))
    expect(statuses(outcomes)).toEqual(['published', 'quota', 'published', 'insufficient', 'published', 'guard_failed'])
    // The orders' queue positions (and ids) follow the batch: the matcher takes them in seq order.
    const published = outcomes.flatMap((outcome) => (outcome.status === 'published' ? [outcome.id] : []))
    expect(await orderIds()).toEqual([...earlier, ...published])
    const queue = await cmTables(s.db).selectFrom('cm_orders').select(['id', 'seq']).where('seq', '>', lastSeq).orderBy('seq').execute()
    expect(queue.map((row) => [row.id, String(row.seq)])).toEqual(published.map((id, place) => [id, String(BigInt(lastSeq) + BigInt(place) + 1n)]))
    expect(published).toEqual([...published].sort((a, b) => a - b))
    expect(await m.usable(0, HAP)).toBe(500n * e18)
    expect((await m.held(0, HAP)).cm_reserved).toBe(500n * e18)
    expect(await m.usable(1, USDT)).toBe(26n * e18)
    expect((await m.held(1, USDT)).cm_reserved).toBe(74n * e18)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('decides again a quota refusal that a refused reservation caused', async () => {
    // 2's first sell is refused by the ledger; its second, refused at first by the quota (400 + 200), then fits.
    const outcomes = await publishOrders(s.db, [await publish(2, 1, 400n), await publish(2, 1, 200n)].map(publishItem))
    expect(statuses(outcomes)).toEqual(['insufficient', 'published'])
    expect((await m.held(2, HAP)).cm_reserved).toBe(200n * e18)
    expect(await m.usable(2, HAP)).toBe(50n * e18)
  })

  it('a statement that fails writes nothing for any publish; the publisher then decides each alone', async () => {
    const before = await orderIds()
    const good = await publish(4, 1, 100n)
    // Zero units: its reservation posts, then the order row breaks its CHECK, after the good one's was written.
    const broken = { ...(await publish(4, 1, 100n)), units: 0 }
    await expect(publishOrders(s.db, [good, broken].map(publishItem))).rejects.toThrow()
    expect(await orderIds()).toEqual(before)
    expect((await m.held(4, HAP)).cm_reserved).toBe(0n)

    const publisher = createOrderPublisher(s.db)
    const outcomes = await Promise.allSettled([publisher(good), publisher(broken)])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected'])
    expect((await m.held(4, HAP)).cm_reserved).toBe(100n * e18)
    expect(await m.usable(4, HAP)).toBe(900n * e18)
    expect(await orderIds()).toHaveLength(before.length + 1)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  // A run of the book matches the whole queue: over the first batch alone, in a book of its own.
  describe('after the first batch', () => {
    const { s, ctx, publish } = publishSuite(create)
    /** The first batch's published orders, queuing in its order: 0 sells 300 and 200 HAP, then 1 buys 200. */
    async function firstBatch() {
      const outcomes = await publishOrders(s.db, [await publish(0, 1, 300n), await publish(0, 1, 200n), await publish(1, 0, 200n)].map(publishItem))
      if (outcomes.some((outcome) => outcome.status !== 'published')) throw new Error(`the first batch answered ${statuses(outcomes).join(', ')}`)
    }

    it('counts what queues and what is frozen from before against the quota', async () => {
      await firstBatch()
      expect(statuses(await publishOrders(s.db, [publishItem(await publish(0, 1, 100n))]))).toEqual(['quota'])
      expect(statuses(await publishOrders(s.db, [publishItem(await publish(3, 0, 300n))]))).toEqual(['published'])
      await runBook(ctx())
      // 1's buy took two units of 0's first sell, 3's buy its last unit and 0's second sell: all of 0's 500 are frozen now.
      expect(await openAmounts(s.db, s.ids[0]!)).toEqual({ waiting: { 0: 0n, 1: 0n }, frozen: { 0: 0n, 1: 500n * e18 } })
      expect(await openAmounts(s.db, s.ids[3]!)).toEqual({ waiting: { 0: 0n, 1: 0n }, frozen: { 0: 300n * e18, 1: 0n } })
      expect(statuses(await publishOrders(s.db, [publishItem(await publish(0, 1, 100n))]))).toEqual(['quota'])
      expect(statuses(await publishOrders(s.db, [await publish(3, 0, 300n), await publish(3, 0, 200n)].map(publishItem)))).toEqual(['quota', 'published'])
      expect((await checkLedger(s.db)).problems).toEqual([])
    })
  })
})
