import { bpClaimSignedParams, bpMintSignedParams, bpNodeBuySignedParams } from '@hapdex/core/api/bp'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { beforeAll, describe, expect, it } from 'vitest'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { ceilDiv } from '../../test/seededRandom.ts'

const ADMIN = 7
const { HAP, USDT, BtPi } = tokenIds

/** The day's rewards as PROGRAMMES.md states them, computed plainly in bigint: the SQL must agree. */
function referenceRewards(users: { id: number; parent: number; cp: bigint; cap: bigint }[], emission: bigint) {
  const total = users.reduce((sum, user) => sum + user.cp, 0n)
  const cp = new Map(users.map((user) => [user.id, [(emission * user.cp) / total, user.cap].reduce((a, b) => (a < b ? a : b))]))
  const raw = new Map<number, bigint>()
  const parentOf = new Map(users.map((user) => [user.id, user.parent]))
  for (const user of users) {
    const parent = user.parent
    const grand = parentOf.get(parent) ?? 0
    if (parent !== 0) raw.set(parent, (raw.get(parent) ?? 0n) + ((cp.get(user.id) ?? 0n) * 10n) / 100n)
    if (grand !== 0) raw.set(grand, (raw.get(grand) ?? 0n) + ((cp.get(user.id) ?? 0n) * 5n) / 100n)
  }
  const share = new Map(users.map((user) => {
    const room = user.cap - (cp.get(user.id) ?? 0n)
    const wanted = raw.get(user.id) ?? 0n
    return [user.id, wanted < room ? wanted : room]
  }))
  return { cp, share }
}

// u0 ← u1 ← u3 ← u5, u0 ← u2; u4 and u6 have no referrer.
const tree = {
  users: 8,
  admin: ADMIN,
  referrals: [[1, 0], [2, 0], [3, 1], [5, 3]],
} as const
const hapAndBtPi = (i: number) => [[i, HAP, 10_000n * e18], [i, BtPi, 1_000n * e18]] as const

/** The mint centre's calls, as test account i, on a suite's API. */
function mintActions(s: ReturnType<typeof programmeSuite>) {
  const { get, post, data, signed } = s
  /** At HAP 0.5 and BtPi 2 with u_rate 0.5: half the USD in HAP at 2 a dollar, half in BtPi at 0.5 a dollar. */
  const quote = (amount: string) => ({ hap_amount: amount, btpi_amount: formatAmount(parseAmount(amount, 18) / 4n, 18) })
  return {
    quote,
    usable: async (i: number, tokenId: number) => (await data(`/api/wallet/info?token_id=${tokenId}`, i)).usable as string,
    mint: async (i: number, amount: string, pay?: { hap_amount: string; btpi_amount: string }) => {
      const payment = pay ?? quote(amount)
      const body = { amount, ...payment }
      return post('/api/bp/mint', i, { ...body, ...(await signed(i, 'BP Mint', bpMintSignedParams(body))) })
    },
    buyNode: async (i: number) => post('/api/bp/node/buy', i, { level: 2, ...(await signed(i, 'BP Buy Node', bpNodeBuySignedParams({ level: 2 }))) }),
    claim: async (i: number, type: number) => post('/api/bp/wallet/claim', i, { type, ...(await signed(i, 'BP Reward Claim', bpClaimSignedParams({ type }))) }),
    admin: (url: string, body?: object) => (body === undefined ? get(url, ADMIN) : post(url, ADMIN, body)),
  }
}

/** Base units of a decimal HAP, BtPi or USD figure the API answers (all have 18 decimals here). */
const units = (text: string) => parseAmount(text, 18)

/**
 * Minting without a settlement. Each test has accounts of its own: 4 buys a node, 6 is refused,
 * the tree mints (1 with a node of its own), 2 only reads and is refused.
 */
describe.each(testDatabases)('mint centre on $name', ({ create }) => {
  const s = programmeSuite(create, {
    ...tree,
    credits: [...[0, 1, 2, 3, 5, 6].flatMap(hapAndBtPi), [1, USDT, 1_500n * e18], [4, USDT, 1_500n * e18]],
  })
  const { post, data, signed } = s
  const { usable, mint, quote, buyNode, admin } = mintActions(s)

  it('serves the configuration with the pay-token prices', async () => {
    expect(await data('/api/bp/config', 0)).toEqual({
      status: '1',
      u_rate: '0.5',
      day_addition: '5',
      day_addition_rate: '0.05',
      sn_addition_rate: '0.05',
      min_amount: '100',
      step: '100',
      out_multiple: '2',
      pay_token: 'HAP',
      second_pay_token: 'BtPi',
      hap_price: '0.5',
      btpi_price: '2',
      price_tolerance: '0.01',
    })
    expect(await data('/api/bp/node/config', 0)).toEqual({ s_pay: '1000', token: 'USDT', token_id: USDT })
    // 2: no node, and no direct referral of its own to mint.
    expect(await data('/api/bp/node/info', 2)).toEqual({ node_level: 0, dr_valid_num: 0, need_valid_num: 10 })
  })

  it('buys node level 2 once, for s_pay USDT, and refuses a buyer without USDT', async () => {
    expect((await buyNode(2)).json().error).toBe('wallet.insufficient_balance')
    expect((await buyNode(4)).json()).toMatchObject({ code: 200, data: { node_level: 2, pay_amount: '1000' } })
    expect((await buyNode(4)).json().error).toBe('bp.node_owned')
    expect(await usable(4, USDT)).toBe('500')
    expect(await data('/api/bp/node/info', 4)).toMatchObject({ node_level: 2 })
  })

  it('mints: both pay amounts burned, CP with the additions, the cap twice the amount', async () => {
    // 1's node adds sn_addition_rate to its CP.
    expect((await buyNode(1)).statusCode).toBe(200)
    const response = await mint(1, '1000')
    expect(response.json()).toMatchObject({ code: 200, data: { amount: '1000', cp: '1100', out_amount: '2000', remain_amount: '2000', status: 1, hap_amount: '1000', btpi_amount: '250' } })
    expect(await usable(1, HAP)).toBe('9000')
    expect(await usable(1, BtPi)).toBe('750')
    expect((await mint(0, '1000')).json().data.cp).toBe('1050')
    expect((await mint(3, '500')).json().data.cp).toBe('525')
    expect((await mint(5, '100')).json().data.cp).toBe('105')
    const list = await data('/api/bp/mint/list?status=1', 1)
    expect(list.map((record: { amount: string }) => record.amount)).toEqual(['1000'])
    expect(await data('/api/bp/node/info', 0)).toMatchObject({ dr_valid_num: 1 })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('refuses bad amounts, a replay, and a moved price, charging nothing', async () => {
    const before = [await usable(6, HAP), await usable(6, BtPi)]
    expect((await mint(6, '150')).json()).toMatchObject({ error: 'bp.amount_step', msg: 'The amount must be a multiple of the mint step: 100' })
    expect((await mint(6, '0')).json().error).toBe('bp.below_minimum')
    expect((await mint(6, '-100', { hap_amount: '1', btpi_amount: '1' })).json().error).toBe('bp.amount_invalid')
    expect((await mint(6, 'abc', { hap_amount: '1', btpi_amount: '1' })).json().error).toBe('bp.amount_invalid')
    expect((await mint(6, '9'.repeat(30), { hap_amount: '1', btpi_amount: '1' })).json().error).toBe('bp.amount_invalid')
    expect((await mint(6, '10000')).json().error).toBe('wallet.insufficient_balance')
    expect((await mint(6, '100', { hap_amount: '100', btpi_amount: '-1' })).statusCode).toBe(400)
    expect((await mint(6, '100', { hap_amount: '1.0000000000000000001', btpi_amount: '25' })).json().error).toBe('bad_request')
    // 0.5 % off the server's amount is inside the 1 % tolerance; 3 % is not.
    expect((await mint(6, '100', { hap_amount: '100.5', btpi_amount: '25' })).statusCode).toBe(200)
    s.t.prices.set('HAP', fraction(103n, 200n))
    const moved = await mint(6, '100')
    expect(moved.json().error).toBe('programme.price_moved')
    expect(moved.statusCode).toBe(409)
    s.t.prices.set('HAP', fraction(1n, 2n))
    const body = { amount: '100', ...quote('100') }
    const once = { ...body, ...(await signed(6, 'BP Mint', bpMintSignedParams(body))) }
    expect((await post('/api/bp/mint', 6, once)).statusCode).toBe(200)
    expect((await post('/api/bp/mint', 6, once)).json().error).toBe('action.nonce_invalid')
    expect((await post('/api/bp/mint', 6, { ...once, hap_amount: '100.1' })).json().error).toBe('action.signature_invalid')
    expect([units(await usable(6, HAP)), units(await usable(6, BtPi))]).toEqual([units(before[0]!) - 2005n * e18 / 10n, units(before[1]!) - 50n * e18])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('refuses a min_amount off the step, and names the configured step when an amount is off it', async () => {
    const { version } = (await admin('/api/admin/programmes/mint')).json().data
    try {
      const offStep = (await admin('/api/admin/programmes/mint', { config: { min_amount: '150', step: '100' }, version })).json()
      expect(offStep).toMatchObject({ code: 400 })
      expect(offStep.msg).toContain('min_amount')
      expect((await admin('/api/admin/programmes/mint', { config: { min_amount: '500', step: '500' }, version })).json()).toMatchObject({ code: 200 })
      expect((await mint(2, '600')).json()).toMatchObject({ error: 'bp.amount_step', msg: 'The amount must be a multiple of the mint step: 500' })
    } finally {
      // The other tests here mint in steps of 100, before or after this one.
      const current = (await admin('/api/admin/programmes/mint')).json().data.version
      expect((await admin('/api/admin/programmes/mint', { config: { min_amount: '100', step: '100' }, version: current })).statusCode).toBe(200)
    }
  })
})

/**
 * One day settled, in a world of its own: the tree's mints (1 holding a node, 2 minting 100
 * twice), a larger emission, an underfunded run, then a done one. The set-up keeps what the
 * settlement answered and every reward right after it, so the tests that claim or move the
 * clock may run before the one that checks them.
 */
describe.each(testDatabases)('mint centre after a settled day on $name', ({ create }) => {
  const s = programmeSuite(create, {
    ...tree,
    credits: [...[0, 1, 2, 3, 5].flatMap(hapAndBtPi), [1, USDT, 1_500n * e18]],
  })
  const { data, signed, post } = s
  const { usable, mint, buyNode, claim, admin } = mintActions(s)
  const asset = async (i: number) => data('/api/bp/wallet/asset', i)
  const day = '2026-03-10'
  const minters = [0, 1, 2, 3, 5]
  /** What the API answers, as the tests read it. */
  type Answer = Awaited<ReturnType<typeof data>>
  const settled = {} as {
    cpOf: Map<number, bigint>
    changed: Answer
    credited: Answer
    funded: Answer
    short: Answer
    shortAsset: Answer
    done: Answer
    again: Answer
    assets: Map<number, Answer>
    lists: Map<number, { open: Answer[]; ended: Answer[] }>
  }

  beforeAll(async () => {
    expect((await buyNode(1)).statusCode).toBe(200)
    for (const [i, amount] of [[1, '1000'], [0, '1000'], [3, '500'], [5, '100'], [2, '100'], [2, '100']] as const) expect((await mint(i, amount)).statusCode).toBe(200)
    settled.cpOf = new Map()
    for (const i of minters) settled.cpOf.set(i, BigInt((await data('/api/bp/user/summary', i)).self_cp) * e18)
    // A larger emission than the default makes the caps bind (below); its last base units make the
    // rewards odd, so their USD worth at 0.5 USD a HAP is not whole and its rounding shows.
    settled.changed = (await admin('/api/admin/programmes/mint', { config: { daily_emission: '11000.000000000000000007' }, version: 0 })).json()
    s.t.clock.advance(86_400)
    settled.credited = (await admin('/api/admin/treasury/credit', { token_id: HAP, amount: '100000', idempotency_key: 'key-mint-1' })).json()
    settled.funded = (await admin('/api/admin/pools/fund', { pool: 'mint_pool', token_id: HAP, amount: '1000', idempotency_key: 'key-mint-2' })).json()
    settled.short = (await admin('/api/admin/settlement/run', { job: 'mint.daily', day })).json()
    settled.shortAsset = await asset(0)
    await admin('/api/admin/pools/fund', { pool: 'mint_pool', token_id: HAP, amount: '20000', idempotency_key: 'key-mint-3' })
    settled.done = (await admin('/api/admin/settlement/rerun', { job: 'mint.daily', day })).json()
    settled.again = (await admin('/api/admin/settlement/rerun', { job: 'mint.daily', day })).json()
    settled.assets = new Map()
    settled.lists = new Map()
    for (const i of minters) {
      settled.assets.set(i, await asset(i))
      settled.lists.set(i, { open: await data('/api/bp/mint/list?status=1', i), ended: await data('/api/bp/mint/list?status=0', i) })
    }
  })

  it('settles a day: underfunded until the pool is funded, then rewards as PROGRAMMES.md computes them', async () => {
    const { cpOf } = settled
    expect(settled.changed.data).toMatchObject({ version: 1, config: { daily_emission: '11000.000000000000000007' }, history: [{ version: 1, old: { daily_emission: '10000' }, new: { daily_emission: '11000.000000000000000007' } }] })
    expect(settled.credited.data.balance).toBe('100000')
    expect(settled.funded.data).toMatchObject({ balance: '1000', treasury: '99000' })
    const short = settled.short.data
    expect(short).toMatchObject({ status: 'underfunded', users: 0 })
    expect(short.detail).toContain('mint_pool holds 1000 HAP')
    expect(settled.shortAsset).toMatchObject({ cp_reward: '0' })

    expect(settled.done.data).toMatchObject({ status: 'done', users: 5, attempts: 2 })
    expect(settled.again.error).toBe('settlement.not_rerunnable')

    // Reference ids are test index + 1, so 0 can mean "no referrer". Caps: twice the amount, in HAP at 0.5.
    const tree: [index: number, parentIndex: number | undefined, capUsd: bigint][] = [[0, undefined, 2000n], [1, 0, 2000n], [2, 0, 400n], [3, 1, 1000n], [5, 3, 200n]]
    const expected = referenceRewards(
      tree.map(([i, parent, capUsd]) => ({ id: i + 1, parent: parent === undefined ? 0 : parent + 1, cp: cpOf.get(i)!, cap: capUsd * 2n * e18 })),
      11_000n * e18 + 7n,
    )
    const hap = (value: bigint) => formatAmount(value, 18)
    for (const [i] of tree) {
      expect(settled.assets.get(i)).toMatchObject({ cp_reward: hap(expected.cp.get(i + 1)!), share_reward: hap(expected.share.get(i + 1)!) })
    }
    // The caps bind: u0's share is cut to what its record may still pay, u1's CP reward alone
    // reaches its cap, and both records end.
    expect(expected.share.get(1)! + expected.cp.get(1)!).toBe(4000n * e18)
    expect([expected.cp.get(2), expected.share.get(2)]).toEqual([4000n * e18, 0n])
    for (const i of [0, 1]) {
      expect(settled.lists.get(i)!.open).toEqual([])
      expect(settled.lists.get(i)!.ended).toMatchObject([{ remain_amount: '0', status: 0 }])
    }
    // The USD worth of u3's rewards at 0.5 USD a HAP, rounded up, comes off its record of 1,000 USD.
    const remain = units(settled.lists.get(3)!.open[0]!.remain_amount)
    expect(remain).toBe(1000n * e18 - ceilDiv(expected.cp.get(4)! + expected.share.get(4)!, 2n))
    expect(settled.assets.get(1)!.node_reward).toBe('550')
    expect(settled.assets.get(1)!.super_node_reward).toBe('330')
    expect(settled.assets.get(0)!.node_reward).toBe('0')
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it("shows today's rewards in the summary and in /wallet/today-reward", async () => {
    // As paid, before any claim of a test here took it to usable.
    const asset = settled.assets.get(1)!
    const summary = await data('/api/bp/user/summary', 1)
    expect(summary).toMatchObject({ today_cp_reward: asset.cp_reward, today_share_reward: asset.share_reward, today_node_reward: '880', dr_num: 1, total_cp: '735' })
    expect(units(summary.today_reward)).toBe(units(asset.cp_reward) + units(asset.share_reward) + 880n * e18)
    expect((await data('/api/wallet/today-reward', 1)).list).toEqual([{ token: 'HAP', token_id: HAP, amount: summary.today_reward }])
    expect((await data('/api/wallet/today-reward', 6)).list).toEqual([])
    s.t.clock.advance(86_400)
    expect((await data('/api/bp/user/summary', 1)).today_reward).toBe('0')
  })

  it('claims each reward type to usable, once; zero answers nothing to claim', async () => {
    const before = units(await usable(1, HAP))
    const asset = await data('/api/bp/wallet/asset', 1)
    expect(asset.share_reward).toBe('0')
    for (const type of [0, 2, 3]) expect((await claim(1, type)).json()).toMatchObject({ code: 200, data: { type, token: 'HAP' } })
    expect(await data('/api/bp/wallet/asset', 1)).toMatchObject({
      cp_reward: '0', node_reward: '0', super_node_reward: '0',
      claimed_cp_reward: asset.cp_reward, claimed_share_reward: '0', claimed_node_reward: '550', claimed_super_node_reward: '330',
    })
    expect(units(await usable(1, HAP))).toBe(before + units(asset.cp_reward) + 880n * e18)
    // u3's share of u5's reward.
    const share = (await data('/api/bp/wallet/asset', 3)).share_reward
    expect(units(share)).toBeGreaterThan(0n)
    expect((await claim(3, 1)).json()).toMatchObject({ code: 200, data: { type: 1, amount: share } })
    expect(await data('/api/bp/wallet/asset', 3)).toMatchObject({ share_reward: '0', claimed_share_reward: share })
    for (const [i, type] of [[1, 0], [1, 1], [6, 2]] as const) expect((await claim(i, type)).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
    const records = (await data('/api/bp/wallet/record-list?type=0', 1)).list
    expect(records.map((record: { usable_change: string; type_txt: string }) => [record.type_txt, record.usable_change])).toEqual([
      ['Claim CP reward', `-${asset.cp_reward}`],
      ['CP reward', asset.cp_reward],
    ])
    expect((await data('/api/bp/wallet/record-types', 1)).list.map((type: { name: string }) => type.name)).toEqual(['CP reward', 'Share reward', 'Node reward', 'Super node reward'])
  })

  it('credits 20 simultaneous claims of one balance once', async () => {
    const reward = (await data('/api/bp/wallet/asset', 0)).cp_reward
    const before = await usable(0, HAP)
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => ({ type: 0, ...(await signed(0, 'BP Reward Claim', bpClaimSignedParams({ type: 0 }))) })))
    const answers = await Promise.all(bodies.map((body) => post('/api/bp/wallet/claim', 0, body)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error))).toEqual(new Set(['programme.nothing_to_claim']))
    expect(units(await usable(0, HAP))).toBe(units(before) + units(reward))
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('lists direct referrals with their CP and their teams', async () => {
    const children = (await data('/api/bp/user/children-list', 0)).list
    expect(children.map((child: { address: string }) => child.address)).toEqual([account(2).address, account(1).address])
    const u1 = children.find((child: { address: string }) => child.address === account(1).address)
    expect(u1).toMatchObject({ self_cp: '0', children_cp: '630' })
  })
})
