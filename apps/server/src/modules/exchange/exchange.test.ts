import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { exchangeDoSignedParams } from '@hapdex/core/api/exchange'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ceilDiv, seededRandom } from '../../test/seededRandom.ts'
import { account } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'
import { creditForTest, e18, signAction, walletTestApp, signInUsers } from '../../test/walletTestKit.ts'

const HAP = 1
const USDT = 2
const HAPB = 3

describe.each(testDatabases)('flash exchange on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const auth: string[] = []
  const ids: number[] = []

  beforeAll(async () => {
    database = await create()
    app = await walletTestApp(database.db, { ADMIN_ADDRESSES: account(3).address })
    // Each test that moves money moves its own account's (account 3 is the operator).
    const users = await signInUsers(app, 7)
    auth.push(...users.auth)
    ids.push(...users.ids)
    await creditForTest(database.db, ids[0] ?? 0, USDT, 1000n * e18, 'exchange-usdt')
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const { get, post } = sessionClient(() => app, auth)
  const usable = async (i: number, tokenId: number) => (await get(`/api/wallet/info?token_id=${tokenId}`, i)).json().data.usable as string
  type Params = { t1_id?: number; t2_id?: number; amount?: string }
  const exchange = async (i: number, params: Params) =>
    post('/api/exchange/do', i, { ...params, ...(await signAction(app, auth[i] ?? '', account(i), 'Exchange Do', exchangeDoSignedParams(params))) })

  it('answers the token list and the pairs keyed by source token', async () => {
    const data = (await app.inject({ method: 'GET', url: '/api/exchange/configs' })).json().data
    expect(data.token_list.map((t: { token: string }) => t.token)).toEqual(['USDT', 'HAP', 'HAPB'])
    expect(data.exchange_map.USDT).toEqual([
      { t2_token: 'HAP', t2_id: HAP, t2_logo: '', exchange_rate: '2', fee_rate: '0.003', min_amount: '1', max_amount: '100000' },
    ])
    // The seed's rates follow the devnet pool's price (HAP ≈ 0.5 USDT), both ways (0018, issue 17).
    expect(data.exchange_map.HAP.find((p: { t2_token: string }) => p.t2_token === 'USDT').exchange_rate).toBe('0.5')
    expect(data.exchange_map.HAP.map((p: { t2_token: string }) => p.t2_token)).toEqual(['USDT', 'HAPB'])
    expect(data.exchange_map.HAPB).toBeUndefined()
  })

  it('moves both balances in one transaction and records the history', async () => {
    const response = await exchange(0, { t1_id: USDT, t2_id: HAP, amount: '100' })
    // 100 USDT × 2 = 200 HAP gross, 0.3 % fee = 0.6 HAP, 199.4 received.
    expect(response.json()).toMatchObject({ code: 200, data: { t1_name: 'USDT', t2_name: 'HAP', amount: '100', fee: '0.6', real_exchange_amount: '199.4' } })
    expect(await usable(0, USDT)).toBe('900')
    expect(await usable(0, HAP)).toBe('199.4')
    const history = (await get('/api/exchange/list?page=1&page_size=10', 0)).json().data.list
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ t1_name: 'USDT', t2_name: 'HAP', amount: '100', real_exchange_amount: '199.4' })
    const bills = (await get(`/api/wallet/record/list?type_arr=${encodeURIComponent('[3]')}`, 0)).json().data.list
    expect(bills.map((bill: { type_txt: string; usable_change: string; token: string }) => [bill.type_txt, bill.usable_change, bill.token])).toEqual([
      ['Flash exchange in', '199.4', 'HAP'],
      ['Flash exchange out', '-100', 'USDT'],
    ])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('exchanges onwards without a fee where the pair has none', async () => {
    await creditForTest(database.db, ids[4]!, HAP, 10n * e18, 'exchange-onwards')
    expect((await exchange(4, { t1_id: HAP, t2_id: HAPB, amount: '7.5' })).json().data.real_exchange_amount).toBe('7.5')
    expect(await usable(4, HAPB)).toBe('7.5')
    expect((await checkLedger(database.db)).ok).toBe(true)
  })

  it('answers the spec\'s keys for missing source, target and amount', async () => {
    expect((await exchange(0, { t2_id: HAP, amount: '5' })).json().error).toBe('exchange.source_required')
    expect((await exchange(0, { t1_id: USDT, amount: '5' })).json().error).toBe('exchange.target_required')
    expect((await exchange(0, { t1_id: USDT, t2_id: HAP })).json().error).toBe('exchange.amount_required')
    expect((await exchange(0, { t1_id: USDT, t2_id: HAP, amount: '' })).json().error).toBe('exchange.amount_required')
  })

  it('answers out-of-range amounts with the limit, and unknown directions', async () => {
    const low = (await exchange(0, { t1_id: USDT, t2_id: HAP, amount: '0.5' })).json()
    expect(low).toMatchObject({ code: 400, error: 'exchange.below_minimum' })
    expect(low.msg).toContain('1')
    const high = (await exchange(0, { t1_id: USDT, t2_id: HAP, amount: '100001' })).json()
    expect(high).toMatchObject({ error: 'exchange.above_maximum' })
    expect(high.msg).toContain('100000')
    expect((await exchange(0, { t1_id: HAPB, t2_id: HAP, amount: '1' })).json().error).toBe('exchange.pair_unavailable')
    expect((await exchange(0, { t1_id: USDT, t2_id: 99, amount: '1' })).json().error).toBe('wallet.token_unknown')
    expect((await exchange(0, { t1_id: USDT, t2_id: HAP, amount: '1.0000000000000000001' })).json().error).toBe('wallet.amount_invalid')
  })

  it('refuses more than the usable balance, changing nothing', async () => {
    expect((await exchange(2, { t1_id: USDT, t2_id: HAP, amount: '10' })).json().error).toBe('wallet.insufficient_balance')
    expect(await usable(2, HAP)).toBe('0')
  })

  it('refuses replayed and altered signatures', async () => {
    await creditForTest(database.db, ids[5]!, USDT, 900n * e18, 'exchange-replay')
    const params = { t1_id: USDT, t2_id: HAP, amount: '2' }
    const signed = { ...params, ...(await signAction(app, auth[5] ?? '', account(5), 'Exchange Do', exchangeDoSignedParams(params))) }
    expect((await post('/api/exchange/do', 5, { ...signed, amount: '20' })).json().error).toBe('action.signature_invalid')
    expect((await post('/api/exchange/do', 5, signed)).statusCode).toBe(200)
    expect((await post('/api/exchange/do', 5, signed)).json().error).toBe('action.nonce_invalid')
    expect(await usable(5, USDT)).toBe('898')
  })

  it('pages the history by 10 and needs a session', async () => {
    expect((await get('/api/exchange/list', 0)).json().data).toMatchObject({ page: 1, page_size: 10 })
    expect((await get('/api/exchange/list?page=2', 0)).json().data.list).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/exchange/list' })).statusCode).toBe(401)
  })

  it('follows operator changes to the pairs', async () => {
    expect((await post('/api/admin/exchange/save', 0, { t1_id: HAPB, t2_id: HAP, exchange_rate: '1', fee_rate: '0', min_amount: '0', max_amount: '0' })).statusCode).toBe(403)
    const saved = await post('/api/admin/exchange/save', 3, { t1_id: HAPB, t2_id: HAP, exchange_rate: '0.9', fee_rate: '0.01', min_amount: '1', max_amount: '0' })
    expect(saved.json().data).toMatchObject({ t1: { token: 'HAPB' }, t2: { token: 'HAP' }, exchange_rate: '0.9', enabled: true })
    await creditForTest(database.db, ids[6]!, HAPB, 10n * e18, 'exchange-operator')
    expect((await exchange(6, { t1_id: HAPB, t2_id: HAP, amount: '5' })).json().data.real_exchange_amount).toBe('4.455')
    expect((await post('/api/admin/exchange/delete', 3, { id: saved.json().data.id })).statusCode).toBe(200)
    expect((await exchange(6, { t1_id: HAPB, t2_id: HAP, amount: '1' })).json().error).toBe('exchange.pair_unavailable')
    expect((await get('/api/admin/exchange/list', 3)).json().data.list).toHaveLength(3)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('converts rounding down and takes the fee rounding up, to the base unit, at rates that divide nothing', async () => {
    const next = seededRandom(9)
    const rate = `${next.int(0, 3)}${next.rate(7).slice(1)}`
    const feeRate = next.rate(5)
    const saved = await post('/api/admin/exchange/save', 3, { t1_id: USDT, t2_id: HAPB, exchange_rate: rate, fee_rate: feeRate, min_amount: '0', max_amount: '0' })
    expect(saved.statusCode).toBe(200)
    // Other tests read the seeded pairs (the configs, the operator's list): this pair goes when the test ends, pass or fail.
    try {
      await creditForTest(database.db, ids[1]!, USDT, 1_000_000n * e18, 'exchange-rounding')
      let received = 0n
      let inexact = 0
      for (let n = 0; n < 12; n++) {
        // Down to a few base units, where the fee is a whole unit of a fraction and the gross rounds to little.
        const amount = n < 2 ? BigInt(next.int(1, 9)) : next.bigint(1n, 10_000n * e18)
        const converted = amount * parseAmount(rate, 18)
        const gross = converted / e18
        const fee = ceilDiv(gross * parseAmount(feeRate, 18), e18)
        if (converted % e18 !== 0n && (gross * parseAmount(feeRate, 18)) % e18 !== 0n) inexact++
        const answer = (await exchange(1, { t1_id: USDT, t2_id: HAPB, amount: formatAmount(amount, 18) })).json()
        if (gross - fee <= 0n) {
          expect(answer).toMatchObject({ code: 400, error: 'wallet.amount_invalid' })
          continue
        }
        expect([parseAmount(answer.data.fee, 18), parseAmount(answer.data.real_exchange_amount, 18)]).toEqual([fee, gross - fee])
        received += gross - fee
      }
      expect(inexact).toBeGreaterThan(8)
      expect(parseAmount(await usable(1, HAPB), 18)).toBe(received)
      expect((await checkLedger(database.db)).problems).toEqual([])
    } finally {
      await post('/api/admin/exchange/delete', 3, { id: saved.json().data.id })
    }
  })
})
