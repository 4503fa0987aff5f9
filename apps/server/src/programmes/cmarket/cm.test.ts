import { fraction } from '@hapdex/core/amount/fraction'
import { burnFuel } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { cmActions } from './cmTestKit.ts'

const { HAP, USDT } = tokenIds
const GOC = 7
const outcome = (answer: { json(): { error?: string } }) => answer.json().error ?? 'ok'
const e16 = 10n ** 16n

/**
 * 1 heads two zones: 2 (with 3 below it) and 4 (with 5 and 6 below it). One unit is 100 HAP at
 * 0.37 USDT; reward_rate 0.0333 and GOC at 7/3 USD, so rewards, shares and fuel never come out even.
 */
describe.each(testDatabases)('Circulation market on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: 8,
    referrals: [[2, 1], [3, 2], [4, 1], [5, 4], [6, 4]],
    credits: [
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => [i, USDT, 1_000n * e18] as const),
      ...[0, 2, 5, 6].map((i) => [i, HAP, 1_000n * e18] as const),
      [1, GOC, 10n * e18],
      [3, GOC, 10n * e18],
    ],
    pools: [['cm_pool', HAP, 1_000n * e18]],
    // The matcher matches the whole queue and the freeze moves the clock: each test trades in a market of its own.
    perTest: true,
  })
  const m = cmActions(s)
  beforeEach(async () => {
    s.t.prices.set('GOC', fraction(7n, 3n))
    await s.t.programmes.ctx.configs.save('cmarket', { price: '0.37', reward_rate: '0.0333', sell_quota: '500', buy_quota: '500' }, 'test')
  })
  const published = async (i: number, type: 0 | 1, amount: string): Promise<number> => {
    const answer = await m.publish(i, type, amount)
    if (answer.statusCode !== 200) throw new Error(`publish by ${i} answered ${answer.body}`)
    return answer.json().data.id
  }
  /** The queue-order story's orders, matched: 3 took a's three units and one of b's, 4 the rest of b, 1 one of e's; e's second unit queues. */
  const matchedBook = async () => {
    const a = await published(5, 1, '300')
    const b = await published(6, 1, '200')
    const c = await published(3, 0, '400')
    await m.drain()
    const d = await published(4, 0, '100')
    const e = await published(2, 1, '200')
    const f = await published(1, 0, '100')
    await m.drain()
    return { a, b, c, d, e, f }
  }
  /** `count` one-unit sells of 0's, queuing. */
  const zeroSells = async (count: number) => {
    for (let k = 0; k < count; k++) await published(0, 1, '100')
    await m.drain()
  }

  it('answers the configuration and every refusal with a code, moving nothing', async () => {
    s.t.prices.set('GOC', fraction(7n, 3n))
    await s.t.programmes.ctx.configs.save('cmarket', { price: '0.37', reward_rate: '0.0333', sell_quota: '500', buy_quota: '500' }, 'test')
    expect(await s.data('/api/circulation/config', 1)).toMatchObject({ status: '1', amount: '100', price: '0.37', can_buy: true, can_sell: true, total_buy: '0', total_sell: '0' })
    expect((await s.get('/api/circulation/config', 7)).json().data.can_sell).toBe(true)
    expect(outcome(await m.publish(0, 0, '150'))).toBe('cm.amount_step')
    expect(outcome(await m.publish(0, 0, '600'))).toBe('cm.quota_buy')
    expect(outcome(await m.publish(0, 1, '600'))).toBe('cm.quota_sell')
    // 7 holds nothing: its reservation is refused by the ledger.
    expect((await m.publish(7, 0, '100')).json()).toMatchObject({ code: 400, error: 'wallet.insufficient_balance' })
    await s.t.programmes.ctx.configs.save('cmarket', { status: '0' }, 'test')
    expect(outcome(await m.publish(0, 0, '100'))).toBe('cm.closed')
    expect((await s.data('/api/circulation/config', 0)).can_buy).toBe(false)
    await s.t.programmes.ctx.configs.save('cmarket', { status: '2' }, 'test')
    expect(outcome(await m.publish(0, 0, '100'))).toBe('cm.ended')
    await s.t.programmes.ctx.configs.save('cmarket', { status: '1' }, 'test')
    const replayed = await m.publishBody(0, 0, '100')
    expect(outcome(await s.post('/api/circulation/order/publish', 0, { ...replayed, amount: '200' }))).toBe('action.signature_invalid')
    expect(await m.usable(0, USDT)).toBe(1_000n * e18)
    expect(await m.usable(7, USDT)).toBe(0n)
  })

  it('reserves, queues and matches buy against sell in queue order', async () => {
    const ids: Record<string, number> = {}
    ids.a = (await m.publish(5, 1, '300')).json().data.id
    ids.b = (await m.publish(6, 1, '200')).json().data.id
    expect(await m.usable(5, HAP)).toBe(700n * e18)
    expect((await m.held(5, HAP)).cm_reserved).toBe(300n * e18)
    expect((await s.data('/api/circulation/order/sell-zone', 1)).list.map((o: { id: number; token_unit: number }) => [o.id, o.token_unit])).toEqual([[ids.a, 3], [ids.b, 2]])
    const c = (await m.publish(3, 0, '400')).json().data
    ids.c = c.id
    // The answer: reserved and queued; the matcher matches it apart (decision 0038).
    expect(c).toMatchObject({ status: 0, token_unit: 4, amount: '400', pay_amount: '148' })
    expect(await m.usable(3, USDT)).toBe(852n * e18)
    await m.drain()
    expect(await m.view(3, ids.c!)).toMatchObject({ status: 1, token_unit: 4 })
    ids.d = (await m.publish(4, 0, '100')).json().data.id
    ids.e = (await m.publish(2, 1, '200')).json().data.id
    ids.f = (await m.publish(1, 0, '100')).json().data.id
    await m.drain()
    // 3 took a's three units and one of b's; 4 the rest of b; 1 one of e's, whose second unit queues.
    const sells = (await s.data('/api/circulation/order/sell-zone', 1)).list
    expect(sells.map((o: { id: number; token_unit: number; amount: string }) => [o.id, o.token_unit, o.amount])).toEqual([[ids.e, 1, '100']])
    expect((await s.data('/api/circulation/order/buy-zone', 1)).list).toEqual([])
    const matched = (await s.get('/api/circulation/order/list?type=1', 3)).json().data.list
    expect(matched.map((o: { order_id: number; token_unit: number; pay_amount: string }) => [o.order_id, o.token_unit, o.pay_amount])).toEqual([[ids.c, 1, '37'], [ids.c, 3, '111']])
    expect(matched[0]).toMatchObject({ freeze_day: 7, status: 1, type: 0 })
    const store = (await s.get('/api/circulation/order/store-list?type=1', 6)).json().data.list
    expect(store.map((o: { token_unit: number }) => o.token_unit)).toEqual([1, 1])
    expect((await m.held(3, HAP)).circ_frozen).toBe(400n * e18)
    expect((await m.held(3, USDT)).cm_reserved).toBe(0n)
    expect((await m.held(5, USDT)).circ_frozen).toBe(111n * e18)
    expect(await s.data('/api/circulation/wallet/asset', 3)).toMatchObject({ can_buy: '100', wait_buy: '0', freeze_buy: '400', can_sell: '500', wait_sell: '0' })
    expect(await s.data('/api/circulation/wallet/asset', 2)).toMatchObject({ wait_sell: '100', can_sell: '300' })
    expect(outcome(await m.publish(3, 0, '200'))).toBe('cm.quota_buy')
  })

  it('withdraws only one’s own queuing order, once, whatever the number of racing cancels', async () => {
    const ids = await matchedBook()
    expect(outcome(await m.cancel(5, 1, ids.e))).toBe('cm.order_unknown')
    expect(outcome(await m.cancel(2, 0, ids.e))).toBe('cm.order_unknown')
    expect(outcome(await m.cancel(5, 1, ids.a))).toBe('cm.not_queuing')
    expect(outcome(await m.cancel(3, 0, ids.c))).toBe('cm.not_queuing')
    const bodies = await Promise.all(Array.from({ length: 20 }, () => m.cancelBody(2, 1, ids.e)))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/circulation/order/cancel', 2, body)))
    const codes = answers.map((answer) => answer.json().error ?? answer.json().data.status)
    expect(codes.filter((code) => code === 3)).toHaveLength(1)
    expect(codes.filter((code) => code !== 3).every((code) => code === 'cm.not_queuing')).toBe(true)
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true)
    expect(await m.usable(2, HAP)).toBe(900n * e18)
    expect((await m.held(2, HAP)).cm_reserved).toBe(0n)
    const withdrawn = (await s.get('/api/circulation/order/store-list?type=3', 2)).json().data.list
    expect(withdrawn).toMatchObject([{ id: ids.e, token_unit: 1, amount: '100', status: 3 }])
    expect((await s.get('/api/circulation/order/store-list?type=0', 2)).json().data.list).toEqual([])
  })

  it('completes matches after the freeze: tokens, rewards from the pool, burn fuel and team shares with the largest zone left out', async () => {
    const { e } = await matchedBook()
    // 2 withdraws e's queuing unit: its 100 HAP are usable again.
    expect((await m.cancel(2, 1, e)).json().data.status).toBe(3)
    await s.advance(6 * 86_400)
    expect((await m.held(3, HAP)).circ_frozen).toBe(400n * e18)
    await s.advance(2 * 86_400)
    const reward3 = 1_332n * e16 // 0.0333 × 400
    const reward1 = 333n * e16 // 0.0333 × 100
    const fuel = (reward: bigint) => burnFuel(reward, '0.1', fraction(1n, 2n), fraction(7n, 3n), 18, 18)
    // Per match, each rounded up: 3's two matches (3 units and 1) pay one base unit more than its whole reward would.
    const fuel3 = fuel(999n * e16) + fuel(333n * e16)
    const fuel1 = fuel(reward1)
    expect(fuel3).toBe(fuel(reward3) + 1n)
    // 3: its HAP and reward; its inviter 2 gets nothing (3 heads 2's largest zone).
    expect(await m.usable(3, HAP)).toBe(400n * e18 + reward3)
    expect(await m.usable(3, GOC)).toBe(10n * e18 - fuel3)
    expect((await m.held(3, HAP)).circ_frozen).toBe(0n)
    // 1: its own, and 0.05 of 3's reward (zone 2 has 2 valid users against zone 4's 3).
    expect(await m.usable(1, HAP)).toBe(100n * e18 + reward1 + (reward3 * 5n) / 100n)
    expect(await m.usable(1, GOC)).toBe(10n * e18 - fuel1)
    // 4 holds no GOC: the HAP without reward, no fuel.
    expect(await m.usable(4, HAP)).toBe(100n * e18)
    expect((await s.get('/api/circulation/order/list?type=2', 4)).json().data.list).toMatchObject([{ reward_amount: '0', reward_forfeited: true, reward_owed: false }])
    expect(await m.usable(2, HAP)).toBe(900n * e18)
    // Sellers: the USDT of their units.
    expect(await m.usable(5, USDT)).toBe(1_111n * e18)
    expect(await m.usable(6, USDT)).toBe(1_074n * e18)
    expect(await m.usable(2, USDT)).toBe(1_037n * e18)
    expect(await s.data('/api/circulation/wallet/asset', 1)).toMatchObject({ circulation_reward: '3.33', share_reward: '0.666', freeze_buy: '0' })
    expect(await s.data('/api/circulation/user-info', 1)).toMatchObject({ dr_valid_num: 2, team_valid_num: 5, max_zone_valid_num: 3, other_zone_valid_num: 2 })
    expect((await s.data('/api/circulation/user/max-zone', 1)).user_id).toBe(s.ids[4])
    expect((await s.data('/api/circulation/user/children-list', 4)).list.map((c: { is_valid: boolean }) => c.is_valid)).toEqual([true, true])
    const completed = (await s.get('/api/circulation/order/list?type=2', 3)).json().data.list
    expect(completed.map((o: { reward_amount: string; reward_forfeited: boolean }) => [o.reward_amount, o.reward_forfeited])).toEqual([['3.33', false], ['9.99', false]])
    expect((await s.get('/api/circulation/wallet/record-list?type=1', 1)).json().data.list).toMatchObject([{ usable_change: '0.666', token: 'HAP' }])
    expect((await s.get('/api/circulation/wallet/record-list?type=0', 3)).json().data.list).toMatchObject([{ usable_change: '13.32' }])
    // A rerun posts nothing again.
    await s.advance(86_400)
    expect(await m.usable(3, HAP)).toBe(400n * e18 + reward3)
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })

  it('lets racing publishes at the quota through only up to it', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => m.publishBody(0, 1, '100')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/circulation/order/publish', 0, body)))
    expect(answers.map((answer) => answer.json().error ?? 'ok').sort()).toEqual([...Array(5).fill('ok'), ...Array(3).fill('cm.quota_sell')].sort())
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.json().error === 'cm.quota_sell')).toBe(true)
    expect(await m.usable(0, HAP)).toBe(500n * e18)
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })

  it('answers a publish whose matcher run fails with its queued order; the failed run leaves nothing half-done, the next matches it once', async () => {
    // Five of 0's one-unit sells queue, as the racing publishes leave them; the oldest will meet 2's buy.
    await zeroSells(5)
    await m.drain()
    // The run's insert of a match fails (as a deadlock or a lost connection would), in the statement
    // that already moved the watermark, the orders' matched units and the ledger.
    await sql`create function cm_fills_refuse() returns trigger language plpgsql as $$ begin raise exception 'match refused by the test'; end $$`.execute(s.db)
    await sql`create trigger cm_fills_refuse before insert on cm_fills for each row execute function cm_fills_refuse()`.execute(s.db)
    const book = async () =>
      (
        await sql<{ state: string }>`select (select matched_seq from cm_book_state)::text || ':' || (select sum(matched_units) from cm_orders)::text || ':' ||
          (select count(*) from cm_fills)::text || ':' || (select count(*) from ledger_transactions)::text as state`.execute(s.db)
      ).rows[0]!.state
    const before = await book()
    const answer = await m.publish(2, 0, '100')
    expect(answer.statusCode).toBe(200)
    const id = answer.json().data.id as number
    expect(answer.json().data).toMatchObject({ status: 0, token_unit: 1 })
    await expect(m.drain()).rejects.toThrow('match refused by the test')
    const held = await m.held(2, USDT)
    await sql`drop trigger cm_fills_refuse on cm_fills`.execute(s.db)
    await sql`drop function cm_fills_refuse()`.execute(s.db)
    // Only the publish's reservation (one ledger transaction) is there: no watermark, matched unit, match or ledger transaction of the run.
    const [seq, units, fills, transactions] = before.split(':').map(Number)
    expect(await book()).toBe([seq, units, fills, transactions! + 1].join(':'))
    expect(held.cm_reserved).toBe(37n * e18)
    expect(await m.view(2, id)).toMatchObject({ status: 0 })
    for (const step of s.t.programmes.registry.workerSteps) await step()
    const matched = (await s.get('/api/circulation/order/list?type=1', 2)).json().data.list
    expect(matched.map((o: { order_id: number; token_unit: number }) => [o.order_id, o.token_unit])).toEqual([[id, 1]])
    expect((await m.held(2, USDT)).cm_reserved).toBe(0n)
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })

  it('never matches a user with itself: its buy passes its own sells, which keep their places for others', async () => {
    const zone = async (side: 'buy' | 'sell') => (await s.data(`/api/circulation/order/${side}-zone`, 1)).list.map((o: { id: number }) => o.id)
    // Four of 0's one-unit sells queue, as the racing publishes leave them once another buyer took the first.
    await zeroSells(4)
    const sells = await zone('sell')
    expect(sells).toHaveLength(4)
    const own = (await m.publish(0, 0, '100')).json().data
    await m.drain()
    expect(await m.view(0, own.id)).toMatchObject({ status: 0, token_unit: 1 })
    expect(await zone('buy')).toEqual([own.id])
    expect(await zone('sell')).toEqual(sells)
    expect((await m.held(0, USDT)).cm_reserved).toBe(37n * e18)
    // Another seller takes 0's buy; the next buyer takes 0's oldest sell.
    const sixth = (await m.publish(6, 1, '100')).json().data.id as number
    await m.drain()
    expect(await m.view(6, sixth)).toMatchObject({ status: 1 })
    expect((await s.get('/api/circulation/order/list?type=1', 0)).json().data.list.map((o: { order_id: number }) => o.order_id)).toEqual([own.id])
    const fourth = (await m.publish(4, 0, '100')).json().data.id as number
    await m.drain()
    expect(await m.view(4, fourth)).toMatchObject({ status: 1 })
    expect(await zone('buy')).toEqual([])
    expect(await zone('sell')).toEqual(sells.slice(1))
    const fills = await sql<{ buyer_id: number; seller_id: number }>`select buyer_id, seller_id from cm_fills`.execute(s.db)
    expect(fills.rows.filter((fill) => fill.buyer_id === fill.seller_id)).toEqual([])
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })
})
