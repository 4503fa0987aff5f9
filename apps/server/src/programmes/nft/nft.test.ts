import { fraction } from '@hapdex/core/amount/fraction'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
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
describe.each(testDatabases)('NFT centre on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: 7,
    admin: ADMIN,
    referrals: [[2, 1], [3, 2], [4, 1], [5, 4]],
    credits: [
      ...[1, 2, 3, 4, 5].map((i) => [i, HAP, 10_000n * e18] as const),
      [2, HAPC, 1_000n * e18],
    ],
    pools: [['nft_pool', HAP, 1_000_000n * e18], ['nft_rank_pool', HAP, 100_000n * e18]],
  })
  const n = nftActions(s, ADMIN)
  const ids: Record<string, number> = {}
  const A = { production: 300n * e18 + 7n, hapc: (30n * e18 * 5n + 6n) / 7n }
  const B = { production: 33_333_333_333_333_333_333n }

  it('lets operators, and only them, add NFT types with an uploaded logo, idempotently', async () => {
    s.t.prices.set('HAPC', fraction(7n, 5n))
    expect((await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '0.3' }, 1)).statusCode).toBe(403)
    expect((await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '0.3', logo: 'https://evil.example/x.png' })).json()).toMatchObject({ code: 400, error: 'bad_request' })
    expect((await n.createType({ price: '100', production: '300', hold_limit: 3, hapc_rate: '1.5' })).json().error).toBe('bad_request')
    const a = (await n.createType({ name: 'Bronze', price: '100', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key: 'nft-type-a' })).json().data
    expect(a).toMatchObject({ name: 'Bronze', price: '100', production: '300.000000000000000007', hold_limit: 3, hapc_rate: '0.3', status: '1' })
    expect((await n.createType({ name: 'Bronze', price: '100', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key: 'nft-type-a' })).json().data.id).toBe(a.id)
    expect((await n.createType({ name: 'Bronze', price: '101', production: text(A.production), hold_limit: 3, hapc_rate: '0.3', key: 'nft-type-a' })).json().error).toBe('programme.idempotency_conflict')
    ids.a = a.id
    ids.b = (await n.createType({ name: 'Silver', price: '10', production: text(B.production), hold_limit: 2, hapc_rate: '0.25' })).json().data.id
    const hidden = (await n.createType({ name: 'Old', price: '10', production: '1', hold_limit: 2, hapc_rate: '0' })).json().data.id
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: hidden, status: '0' })).json().data.status).toBe('0')
    ids.hidden = hidden
    const list = (await s.get('/api/nft/list', 1)).json().data
    expect(list).toMatchObject({ status: '1', pay_token: 'HAP', second_pay_token: 'HAPC', hap_price: '0.5', hapc_price: '1.4' })
    expect(list.list.map((t: { id: number }) => t.id)).toEqual([ids.a, ids.b])
    expect(list.list[0]).toMatchObject({ hold_num: 0, can_buy: true, hold_limit: 3 })
    expect((await s.get('/api/admin/nft/types', ADMIN)).json().data.list).toHaveLength(3)
  })

  it('audits each type an operator adds or changes with the type before and after, in the same transaction; a repeat, a refusal or no change writes none', async () => {
    const auditOf = async (query: string) => (await s.get(`/api/admin/audit/list?${query}`, ADMIN)).json().data
    // Bronze, Silver and Old once each: the repeated and the conflicting 'nft-type-a' left none.
    expect((await auditOf('action=nft.type.create')).total).toBe(3)
    expect((await auditOf(`target=nft_type:${ids.a}`)).list).toEqual([
      expect.objectContaining({ actor: account(ADMIN).address, action: 'nft.type.create', before: null, after: expect.objectContaining({ name: 'Bronze', price: '100', production: '300.000000000000000007', status: '1' }) }),
    ])
    expect((await auditOf(`target=nft_type:${ids.hidden}`)).list[0]).toMatchObject({ action: 'nft.type.update', before: { status: '1' }, after: { status: '0' } })

    const renamed = await s.post('/api/admin/nft/types/update', ADMIN, { id: ids.b, name: 'Silver II', hold_limit: 4 })
    expect(renamed.json().data).toMatchObject({ name: 'Silver II', hold_limit: 4 })
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: ids.b, name: 'Silver II' })).statusCode).toBe(200)
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: 999, name: 'Nobody' })).json().error).toBe('nft.unknown')
    expect((await s.post('/api/admin/nft/types/update', ADMIN, { id: ids.b, price: '-1' })).statusCode).toBe(400)
    const changes = (await auditOf(`target=nft_type:${ids.b}&action=nft.type.update`)).list
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ before: { name: 'Silver', hold_limit: 2 }, after: { name: 'Silver II', hold_limit: 4 } })
    expect((await auditOf('target=nft_type:999')).total).toBe(0)
    // Put back for the tests that follow.
    await s.post('/api/admin/nft/types/update', ADMIN, { id: ids.b, name: 'Silver', hold_limit: 2 })
  })

  it('refuses bad purchases with a code and charges nothing', async () => {
    expect((await n.buy(5, 999, 0, '200', '0')).json()).toMatchObject({ code: 400, error: 'nft.unknown' })
    expect((await n.buy(5, ids.hidden!, 0, '20', '0')).json().error).toBe('nft.unknown')
    const typeTwo = await s.post('/api/nft/hold-buy', 5, { ...(await n.buyBody(5, ids.a!, 0, '200', '0')), type: 2 })
    expect(typeTwo.json()).toMatchObject({ code: 400, error: 'bad_request' })
    // 5 holds no HAPC: type 1 is refused by the ledger, and the HAP share is not taken either.
    expect((await n.buy(5, ids.a!, 1, '140', text(A.hapc))).json()).toMatchObject({ code: 400, error: 'wallet.insufficient_balance' })
    expect((await n.buy(5, ids.a!, 0, '150', '0')).json().error).toBe('programme.price_moved')
    expect((await n.buy(5, ids.a!, 0, '200', '1')).json().error).toBe('programme.price_moved')
    expect(await n.usable(5, HAP)).toBe(10_000n * e18)
    expect((await s.get('/api/nft/hold-list?status=1', 5)).json().data.list).toEqual([])
  })

  it('charges type 0 all in HAP and type 1 HAP plus HAPC by hapc_rate, to the base unit', async () => {
    const bought = (await n.buy(1, ids.a!, 0, '200', '0')).json().data
    expect(bought).toMatchObject({ nft_id: ids.a, name: 'Bronze', production: '300.000000000000000007', remain_amount: '300.000000000000000007', status: '1' })
    expect(await n.usable(1, HAP)).toBe(9_800n * e18)
    // 30 USD in HAPC at 1.4: 21.428571428571428571 4… rounded up; 70 USD in HAP at 0.5.
    expect((await n.buy(2, ids.a!, 1, '140', text(A.hapc))).statusCode).toBe(200)
    expect(A.hapc).toBe(21_428_571_428_571_428_572n)
    expect(await n.usable(2, HAP)).toBe(9_860n * e18)
    expect(await n.usable(2, HAPC)).toBe(1_000n * e18 - A.hapc)
    expect((await n.buy(4, ids.a!, 0, '200', '0')).statusCode).toBe(200)
  })

  it('holds exactly hold_limit of 20 simultaneous purchases, charging only those', async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, () => n.buyBody(3, ids.b!, 0, '20', '0')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/nft/hold-buy', 3, body)))
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500)
    const outcomes = answers.map(outcome)
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2)
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'nft.hold_limit')).toBe(true)
    expect(await n.usable(3, HAP)).toBe(9_960n * e18)
    expect((await s.get('/api/nft/hold-list?status=1', 3)).json().data.list).toHaveLength(2)
    const listed = (await s.get('/api/nft/list', 3)).json().data.list.find((t: { id: number }) => t.id === ids.b)
    expect(listed).toMatchObject({ hold_num: 2, can_buy: false })
    expect((await n.buy(3, ids.b!, 0, '20', '0')).json()).toMatchObject({ code: 409, error: 'nft.hold_limit' })
  })

  it('settles a day: 1 % output, 10 % / 5 % shares to producing inviters, the rank pool by share_cp', async () => {
    expect((await s.post('/api/admin/programmes/nft', ADMIN, { config: { rank_daily_amount: '1000.000000000000000001' } })).statusCode).toBe(200)
    expect((await s.get('/api/nft/ranking-list', 1)).json().data).toEqual({ day: null, list: [] })
    const runs = await s.advance(86_400)
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

  it('claims each reward type whole to usable; a claim of zero answers its key and moves nothing', async () => {
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

  it('lists holdings by status and exhausts an NFT when its production is used up', async () => {
    expect((await s.post('/api/admin/programmes/nft', ADMIN, { config: { daily_rate: '0.6' } })).statusCode).toBe(200)
    await s.advance(86_400)
    await s.advance(86_400)
    const ended = (await s.get('/api/nft/hold-list?status=0', 3)).json().data.list
    expect(ended).toHaveLength(2)
    expect(ended[0]).toMatchObject({ remain_amount: '0', status: '0', name: 'Silver' })
    expect((await s.get('/api/nft/hold-list?status=1', 3)).json().data.list).toEqual([])
    // An exhausted NFT no longer counts against hold_limit.
    expect((await s.get('/api/nft/list', 3)).json().data.list.find((t: { id: number }) => t.id === ids.b)).toMatchObject({ hold_num: 0, can_buy: true })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
