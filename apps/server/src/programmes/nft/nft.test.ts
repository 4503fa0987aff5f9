import { fraction } from '@hapdex/core/amount/fraction'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { fundedBalance } from '../base/pools/systemBalance.ts'
import { owedDays } from '../base/settlement/owedRewardsPayer.ts'
import { account } from '../../test/signIn.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { nftActions } from './nftTestKit.ts'

const { HAP } = tokenIds
const HAPC = 4
const ADMIN = 6
const text = (units: bigint) => formatAmount(units, 18)
const outcome = (answer: { json(): { error?: string } }) => answer.json().error ?? 'ok'

/**
 * 1 heads two zones: 2 (with 3 below it) and 4 (with 5 below it). HAP is worth 1/2 USD and HAPC
 * 7/5, so the HAPC share of a price never comes out whole; productions do not divide by 100.
 */
const setup = {
  users: 7,
  admin: ADMIN,
  referrals: [[2, 1], [3, 2], [4, 1], [5, 4]],
  credits: [
    ...[0, 1, 2, 3, 4, 5].map((i) => [i, HAP, 10_000n * e18] as const),
    [2, HAPC, 1_000n * e18],
  ],
  pools: [['nft_pool', HAP, 1_000_000n * e18], ['nft_rank_pool', HAP, 100_000n * e18]],
} as const
const A = { production: 300n * e18 + 7n, hapc: (30n * e18 * 5n + 6n) / 7n }
const B = { production: 33_333_333_333_333_333_333n }

/** The NFT calls of a suite, and its types. */
function nftWorld(s: ReturnType<typeof programmeSuite>) {
  const n = nftActions(s, ADMIN)
  /**
   * Bronze (A), Silver (B) and a hidden Old, after three refused creations and with Bronze's key
   * sent again, once the same and once changed: every answer, for the test that checks them.
   */
  const addTypes = async (key = `nft-type-${Math.random().toString(36).slice(2)}`) => {
    s.t.prices.set('HAPC', fraction(7n, 5n))
    const refused = [
      await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '0.3' }, 1),
      await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '0.3', logo: 'https://evil.example/x.png' }),
      await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '1.5' }),
    ] as const
    const a = (await n.createType({ name: 'Bronze', price: '100', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key })).json().data
    const again = await n.createType({ name: 'Bronze', price: '100', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key })
    const conflict = await n.createType({ name: 'Bronze', price: '101', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key })
    const b = (await n.createType({ name: 'Silver', price: '10', production: text(B.production), hold_limit: 2, hapc_rate: '0.25' })).json().data.id as number
    const hidden = (await n.createType({ name: 'Old', price: '10', production: '1', hold_limit: 2, hapc_rate: '0' })).json().data.id as number
    const hide = await s.post('/api/admin/nft/types/update', ADMIN, { id: hidden, status: '0' })
    return { refused, a, again, conflict, hide, ids: { a: a.id as number, b, hidden } }
  }
  return { n, addTypes }
}

/**
 * Types, purchases and the holdings' end, without the day's shares. The set-up adds the types the
 * purchases use; the tests about adding types add their own, and each buyer is some test's own.
 */
describe.each(testDatabases)('NFT centre on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const { n, addTypes } = nftWorld(s)
  const ids = { a: 0, b: 0, hidden: 0 }
  beforeAll(async () => {
    Object.assign(ids, (await addTypes()).ids)
  })

  it('lets operators, and only them, add NFT types with an uploaded logo, idempotently', async () => {
    const added = await addTypes('nft-type-a')
    const own = added.ids
    expect(added.refused[0].statusCode).toBe(403)
    expect(added.refused[1].json()).toMatchObject({ code: 400, error: 'bad_request' })
    expect(added.refused[2].json().error).toBe('bad_request')
    expect(added.a).toMatchObject({ name: 'Bronze', price: '100', production: '300.000000000000000007', hold_limit: 3, hapc_rate: '0.3', status: '1' })
    expect(added.again.json().data.id).toBe(own.a)
    expect(added.conflict.json().error).toBe('programme.idempotency_conflict')
    expect(added.hide.json().data.status).toBe('0')
    const mine = (type: { id: number }) => [own.a, own.b, own.hidden].includes(type.id)
    const list = (await s.get('/api/nft/list', 1)).json().data
    expect(list).toMatchObject({ status: '1', pay_token: 'HAP', second_pay_token: 'HAPC', hap_price: '0.5', hapc_price: '1.4' })
    expect(list.list.filter(mine).map((t: { id: number }) => t.id)).toEqual([own.a, own.b])
    expect(list.list.find((t: { id: number }) => t.id === own.a)).toMatchObject({ hold_num: 0, can_buy: true, hold_limit: 3 })
    expect((await s.get('/api/admin/nft/types', ADMIN)).json().data.list.filter(mine)).toHaveLength(3)
  })

  it('audits each type an operator adds or changes with the type before and after, in the same transaction; a repeat, a refusal or no change writes none', async () => {
    const auditOf = async (query: string) => (await s.get(`/api/admin/audit/list?${query}`, ADMIN)).json().data
    const before = (await auditOf('action=nft.type.create')).total
    const own = (await addTypes()).ids
    // Bronze, Silver and Old once each: the refused, the repeated and the conflicting Bronze left none.
    expect((await auditOf('action=nft.type.create')).total).toBe(before + 3)
    expect((await auditOf(`target=nft_type:${own.a}`)).list).toEqual([
      expect.objectContaining({ actor: account(ADMIN).address, action: 'nft.type.create', before: null, after: expect.objectContaining({ name: 'Bronze', price: '100', production: '300.000000000000000007', status: '1' }) }),
    ])
    expect((await auditOf(`target=nft_type:${own.hidden}`)).list[0]).toMatchObject({ action: 'nft.type.update', before: { status: '1' }, after: { status: '0' } })

    const renamed = await s.post('/api/admin/nft/types/update', ADMIN, { id: own.b, name: 'Silver II', hold_limit: 4 })
    expect(renamed.json().data).toMatchObject({ name: 'Silver II', hold_limit: 4 })
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: own.b, name: 'Silver II' })).statusCode).toBe(200)
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: 999, name: 'Nobody' })).json().error).toBe('nft.unknown')
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: own.b, price: '-1' })).statusCode).toBe(400)
    const changes = (await auditOf(`target=nft_type:${own.b}&action=nft.type.update`)).list
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ before: { name: 'Silver', hold_limit: 2 }, after: { name: 'Silver II', hold_limit: 4 } })
    expect((await auditOf('target=nft_type:999')).total).toBe(0)
  })

  it('refuses bad purchases with a code and charges nothing', async () => {
    expect((await n.buy(5, 999, 0, '200', '0')).json()).toMatchObject({ code: 400, error: 'nft.unknown' })
    expect((await n.buy(5, ids.hidden, 0, '20', '0')).json().error).toBe('nft.unknown')
    const typeTwo = await s.post('/api/nft/hold-buy', 5, { ...(await n.buyBody(5, ids.a, 0, '200', '0')), type: 2 })
    expect(typeTwo.json()).toMatchObject({ code: 400, error: 'bad_request' })
    // 5 holds no HAPC: type 1 is refused by the ledger, and the HAP share is not taken either.
    expect((await n.buy(5, ids.a, 1, '140', text(A.hapc))).json()).toMatchObject({ code: 400, error: 'wallet.insufficient_balance' })
    expect((await n.buy(5, ids.a, 0, '150', '0')).json().error).toBe('programme.price_moved')
    expect((await n.buy(5, ids.a, 0, '200', '1')).json().error).toBe('programme.price_moved')
    expect(await n.usable(5, HAP)).toBe(10_000n * e18)
    expect((await s.get('/api/nft/hold-list?status=1', 5)).json().data.list).toEqual([])
  })

  it('charges type 0 all in HAP and type 1 HAP plus HAPC by hapc_rate, to the base unit', async () => {
    const bought = (await n.buy(1, ids.a, 0, '200', '0')).json().data
    expect(bought).toMatchObject({ nft_id: ids.a, name: 'Bronze', production: '300.000000000000000007', remain_amount: '300.000000000000000007', status: '1' })
    expect(await n.usable(1, HAP)).toBe(9_800n * e18)
    // 30 USD in HAPC at 1.4: 21.428571428571428571 4… rounded up; 70 USD in HAP at 0.5.
    expect((await n.buy(2, ids.a, 1, '140', text(A.hapc))).statusCode).toBe(200)
    expect(A.hapc).toBe(21_428_571_428_571_428_572n)
    expect(await n.usable(2, HAP)).toBe(9_860n * e18)
    expect(await n.usable(2, HAPC)).toBe(1_000n * e18 - A.hapc)
    expect((await n.buy(4, ids.a, 0, '200', '0')).statusCode).toBe(200)
  })

  it('holds exactly hold_limit of 20 simultaneous purchases, charging only those', async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, () => n.buyBody(3, ids.b, 0, '20', '0')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/nft/hold-buy', 3, body)))
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500)
    const outcomes = answers.map(outcome)
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2)
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'nft.hold_limit')).toBe(true)
    expect(await n.usable(3, HAP)).toBe(9_960n * e18)
    expect((await s.get('/api/nft/hold-list?status=1', 3)).json().data.list).toHaveLength(2)
    const listed = (await s.get('/api/nft/list', 3)).json().data.list.find((t: { id: number }) => t.id === ids.b)
    expect(listed).toMatchObject({ hold_num: 2, can_buy: false })
    expect((await n.buy(3, ids.b, 0, '20', '0')).json()).toMatchObject({ code: 409, error: 'nft.hold_limit' })
  })

  it('lists holdings by status and exhausts an NFT when its production is used up', async () => {
    // 0 holds B's limit of Silvers, bought here: no other test here buys as 0.
    for (const _ of [1, 2]) expect((await n.buy(0, ids.b, 0, '20', '0')).statusCode).toBe(200)
    expect((await s.post('/api/admin/programmes/nft', ADMIN, { config: { daily_rate: '0.6' } })).statusCode).toBe(200)
    await s.advance(86_400)
    await s.advance(86_400)
    const ended = (await s.get('/api/nft/hold-list?status=0', 0)).json().data.list
    expect(ended).toHaveLength(2)
    expect(ended[0]).toMatchObject({ remain_amount: '0', status: '0', name: 'Silver' })
    expect((await s.get('/api/nft/hold-list?status=1', 0)).json().data.list).toEqual([])
    // An exhausted NFT no longer counts against hold_limit.
    expect((await s.get('/api/nft/list', 0)).json().data.list.find((t: { id: number }) => t.id === ids.b)).toMatchObject({ hold_num: 0, can_buy: true })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})

/**
 * The day's outputs, shares and rank, each test on a world of its own: the purchases of the tests
 * above (1, 2 and 4 one Bronze each, 3 two Silvers), then the first day.
 */
describe.each(testDatabases)('NFT centre settling a day on $name', ({ create }) => {
  const s = programmeSuite(create, { ...setup, perTest: true })
  const { n, addTypes } = nftWorld(s)
  const ids = { a: 0, b: 0, hidden: 0 }
  beforeEach(async () => {
    Object.assign(ids, (await addTypes()).ids)
    expect((await n.buy(1, ids.a, 0, '200', '0')).statusCode).toBe(200)
    expect((await n.buy(2, ids.a, 1, '140', text(A.hapc))).statusCode).toBe(200)
    expect((await n.buy(4, ids.a, 0, '200', '0')).statusCode).toBe(200)
    for (const _ of [1, 2]) expect((await n.buy(3, ids.b, 0, '20', '0')).statusCode).toBe(200)
  })
  /** A rank amount with an odd base unit, then the clock past 10 March and its settlement. */
  const settleFirstDay = async () => {
    expect((await s.post('/api/admin/programmes/nft', ADMIN, { config: { rank_daily_amount: '1000.000000000000000001' } })).statusCode).toBe(200)
    return s.advance(86_400)
  }

  it('settles a day: 1 % output, 10 % / 5 % shares to producing inviters, the rank pool by share_cp', async () => {
    expect((await s.get('/api/nft/ranking-list', 1)).json().data).toEqual({ day: null, list: [] })
    const runs = await settleFirstDay()
    expect(runs.find((run) => run.job === 'nft.daily')).toMatchObject({ day: '2026-03-10', status: 'done', users: 4 })
    const outA = A.production / 100n
    const outB = B.production / 100n
    expect(outA).toBe(3n * e18)
    const share1 = (outA * 10n) / 100n + (outA * 10n) / 100n + (2n * outB * 5n) / 100n
    const wallet1 = (await s.get('/api/nft/wallet-info', 1)).json().data
    expect(wallet1).toEqual({ token: 'HAP', static_claim: '0', static_reward: text(outA), share_claim: '0', share_reward: text(share1), rank_claim: '0', rank_reward: text((1000n * e18 + 1n) / 2n) })
    expect((await s.get('/api/nft/wallet-info', 2)).json().data.share_reward).toBe(text((2n * outB * 10n) / 100n))
    // 4's invitee 5 produces nothing: no share, no rank.
    expect((await s.get('/api/nft/wallet-info', 4)).json().data).toMatchObject({ static_reward: text(outA), share_reward: '0', rank_reward: '0' })

    const remainA = A.production - outA
    const remainB = B.production - outB
    const ranking = (await s.get('/api/nft/ranking-list', 1)).json().data
    expect(ranking).toEqual({
      day: '2026-03-10',
      list: [
        { rank: 1, address: account(1).address, share_cp: text(2n * remainA + 2n * remainB), reward: text((1000n * e18 + 1n) / 2n) },
        { rank: 2, address: account(2).address, share_cp: text(2n * remainB), reward: text((1000n * e18 + 1n) / 2n) },
      ],
    })
    const summary = (await s.get('/api/nft/summary-info', 1)).json().data
    expect(summary).toEqual({
      team_info: { self_cp: text(remainA), max_zone_cp: text(remainA + 2n * remainB), other_zone_cp: text(remainA) },
      hold_summary: { remain_cp: text(remainA), today_cp_reward: text(outA), today_share_reward: text(share1) },
    })
    const zone0 = (await s.get('/api/nft/children-list?region_index=0', 1)).json().data.list
    expect(zone0).toEqual([{ address: account(2).address, self_cp: text(remainA), team_cp: text(remainA + 2n * remainB) }])
    const zone1 = (await s.get('/api/nft/children-list?region_index=1', 1)).json().data.list
    expect(zone1).toEqual([{ address: account(4).address, self_cp: text(remainA), team_cp: text(remainA) }])
    expect((await s.get('/api/nft/children-list?region_index=2', 1)).json().error).toBe('bad_request')
  })

  it('pays static and share output when the rank pool is short; the rank rewards are owed and paid once, whole, when the pool holds them', async () => {
    // Two places of floor(amount / 2) each: the day needs 100,000 HAP + 2 units, the pool holds 100,000 HAP.
    expect((await s.post('/api/admin/programmes/nft', ADMIN, { config: { rank_daily_amount: '100000.000000000000000003' } })).statusCode).toBe(200)
    const [run] = (await s.advance(86_400)).filter((r) => r.job === 'nft.daily')
    expect(run).toMatchObject({ day: '2026-03-10', status: 'done', users: 4 })
    expect(run!.detail).toContain('owed: 100000.000000000000000002 HAP from nft_rank_pool (2 users)')
    const outA = A.production / 100n
    const outB = B.production / 100n
    const share1 = (outA * 10n) / 100n + (outA * 10n) / 100n + (2n * outB * 5n) / 100n
    expect((await s.get('/api/nft/wallet-info', 1)).json().data).toMatchObject({ static_reward: text(outA), share_reward: text(share1), rank_reward: '0' })
    expect((await s.get('/api/nft/wallet-info', 2)).json().data).toMatchObject({ share_reward: text((2n * outB * 10n) / 100n), rank_reward: '0' })
    const rankPool = () => fundedBalance(s.db, 'nft_rank_pool', HAP)
    expect(await rankPool()).toBe(100_000n * e18)
    // One unit short: still owed, nothing paid.
    await s.fund('nft_rank_pool', HAP, 1n)
    await s.t.programmes.runner.settleDueDays()
    expect((await s.get('/api/nft/wallet-info', 1)).json().data.rank_reward).toBe('0')
    // Exactly what is owed: paid, whole, to both places.
    await s.fund('nft_rank_pool', HAP, 1n)
    await s.t.programmes.runner.settleDueDays()
    const place = (100_000n * e18 + 3n) / 2n
    expect((await s.get('/api/nft/wallet-info', 1)).json().data.rank_reward).toBe(text(place))
    expect((await s.get('/api/nft/wallet-info', 2)).json().data.rank_reward).toBe(text(place))
    expect(await rankPool()).toBe(0n)
    // Paid once: a later pass moves nothing again.
    await s.t.programmes.runner.settleDueDays()
    expect((await s.get('/api/nft/wallet-info', 1)).json().data.rank_reward).toBe(text(place))
    expect(await owedDays(s.db)).toEqual([])
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })

  it('claims each reward type whole to usable; a claim of zero answers its key and moves nothing', async () => {
    await settleFirstDay()
    const before = await n.usable(1, HAP)
    const wallet = (await s.get('/api/nft/wallet-info', 1)).json().data
    let expected = before
    for (const [type, field] of [[0, 'static_reward'], [1, 'share_reward'], [2, 'rank_reward']] as const) {
      const claimed = (await n.claim(1, type)).json().data
      expect(claimed).toEqual({ type, amount: wallet[field], token: 'HAP' })
      expected += parseAmount(wallet[field], 18)
      expect(await n.usable(1, HAP)).toBe(expected)
      expect((await n.claim(1, type)).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
    }
    expect(await n.usable(1, HAP)).toBe(expected)
    expect((await n.claim(5, 0)).json().error).toBe('programme.nothing_to_claim')
    expect((await s.get('/api/nft/wallet-info', 1)).json().data).toMatchObject({ static_reward: '0', static_claim: wallet.static_reward, share_claim: wallet.share_reward, rank_claim: wallet.rank_reward })
    const records = (await s.get('/api/nft/wallet-record?type=0&page=1&pageSize=10', 1)).json().data
    expect(records.list.map((row: { usable_change: string; token: string }) => [row.usable_change, row.token])).toEqual([[`-${wallet.static_reward}`, 'HAP'], [wallet.static_reward, 'HAP']])
    expect(records.page_size).toBe(10)
  })
})
