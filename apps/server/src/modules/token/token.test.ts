import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatFraction } from '@hapdex/core/amount/formatFraction'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { testTokenAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '@hapdex/chain/abis'
import { testAccounts } from '@hapdex/chain/accounts'
import { startDevnet, type Devnet } from '@hapdex/chain/devnet'
import { devnetSnapshot } from '@hapdex/chain/devnetSnapshot'
import { devnetGasLimit } from '@hapdex/chain/transactionQueue'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, createTestClient, createWalletClient, http, maxUint256, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { TEST_HOST, testConfig } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { recordDailySnapshot, seedDemoHistory } from '../../workers/dailyPriceSnapshot.ts'
import { indexPairsOnce } from '../../workers/pairIndexer.ts'
import { addDays, createTokenContext, utcDay, type TokenContext } from './tokenContext.ts'
import { signOperatorPosts } from '../../test/operatorSigning.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-token-'))
let devnet: Devnet
let chain: ChainConfig
const trader = privateKeyToAccount(testAccounts[2]!.privateKey)

beforeAll(async () => {
  devnet = await startDevnet({ dataDir, snapshotDir: await devnetSnapshot() })
  chain = devnet.deployment.chain
  const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(devnet.rpcUrl) })
  for (const symbol of ['USDT', 'BGC']) {
    await wallet.writeContract({ address: token(symbol), abi: testTokenAbi, functionName: 'approve', args: [chain.exchanges.v1.router as Address, maxUint256] })
  }
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function token(symbol: string): Address {
  const address = devnet.deployment.contracts[symbol]
  if (address === undefined) throw new Error(`no ${symbol}`)
  return address as Address
}

const bgcPair = () => devnet.deployment.pairs.v1['USDT/BGC'] as Address
const publicClient = () => createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })

/** Sells `usdt` whole USDT for BGC on V1, waiting for the receipt. */
async function buyBgc(usdt: string): Promise<Hex> {
  const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(devnet.rpcUrl) })
  const hash = await wallet.writeContract({
    address: chain.exchanges.v1.router as Address,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [parseUnits(usdt, 18), 0n, [token('USDT'), token('BGC')], trader.address, 2n ** 40n],
    gas: devnetGasLimit.call,
  })
  await publicClient().waitForTransactionReceipt({ hash })
  return hash
}

/** BGC's price in USDT per whole BGC as the pair holds it now, in the candle's 18 digits. */
async function bgcPriceOnChain(digits: number, rounding: 'halfUp' | 'down'): Promise<string> {
  const client = publicClient()
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ address: bgcPair(), abi: uniswapV2PairAbi, functionName: 'getReserves' }),
    client.readContract({ address: bgcPair(), abi: uniswapV2PairAbi, functionName: 'token0' }),
  ])
  const [bgc, usdt] = token0.toLowerCase() === token('BGC').toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
  return formatFraction(usdt, bgc, { maxFractionDigits: digits, rounding })
}

/** A database, the token context and the API on it, for one describe block. */
function tokenSuite(create: () => Promise<TestDatabase>) {
  let database: TestDatabase | undefined
  let ctx: TokenContext | undefined
  let app: FastifyInstance | undefined
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('tokenSuite: used before beforeAll ran')
    return value
  }
  beforeAll(async () => {
    database = await create()
    ctx = createTokenContext({ db: database.db, chain, reorgDepth: 5 })
    app = signOperatorPosts(await buildApp({ config: testConfig({ INDEXER_POLL_MS: '0', PRICE_SNAPSHOT_POLL_MS: '0' }), db: database.db, chain }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })
  const get = (url: string) => built(app).inject({ method: 'GET', url, headers: { host: TEST_HOST } })
  const candles = async (query: string) => (await get(`/api/token/chart?${query}`)).json().data.candles as { time: number; open: string; high: string; low: string; close: string; volume: string }[]
  return {
    get db() { return built(database).db },
    get ctx() { return built(ctx) },
    get,
    candles,
    /** BGC is the base: token0 may be either side, so the query names it. */
    bgcCandles: (interval: string) => candles(`pair=${bgcPair()}&interval=${interval}&base=${token('BGC')}`),
    /** Indexes the chain up to its head: the pairs and candles the chart tests read, whichever ran before. */
    indexed: () => indexPairsOnce(built(ctx)),
    /** Yesterday's and today's snapshots, recorded once (a second record of a day inserts nothing). */
    priced: async () => {
      const now = new Date()
      await recordDailySnapshot(built(ctx), new Date(now.getTime() - 86_400_000))
      await recordDailySnapshot(built(ctx), now)
    },
  }
}

describe.each(testDatabases)('token market data on $name', ({ create }) => {
  const s = tokenSuite(create)

  // The first index pass and the first snapshot of a day need tables no other test has filled. These
  // two share a database: one writes only the indexer's tables, the other only the snapshots.
  describe('on a database of its own, nothing indexed or priced yet', () => {
    const fresh = tokenSuite(create)

    it('indexes every pair of both factories and draws their liquidity as candles', async () => {
      const pass = await indexPairsOnce(fresh.ctx)
      expect(pass?.inserted).toBeGreaterThan(0)
      const pairs = await fresh.db.selectFrom('indexed_pairs').select(['exchange']).execute()
      expect(pairs.filter((row) => row.exchange === 'v1')).toHaveLength(Object.keys(devnet.deployment.pairs.v1).length)
      expect(pairs.filter((row) => row.exchange === 'v2')).toHaveLength(Object.keys(devnet.deployment.pairs.v2).length)
      const [latest] = (await fresh.bgcCandles('1d')).slice(-1)
      expect(latest?.close).toBe(await bgcPriceOnChain(18, 'halfUp'))
    })

    it('records one price snapshot per token and day, whatever the number of runs', async () => {
      const now = new Date()
      const yesterday = new Date(now.getTime() - 86_400_000)
      const inserted = await recordDailySnapshot(fresh.ctx, yesterday)
      expect(inserted).toBeGreaterThanOrEqual(8)
      expect(await recordDailySnapshot(fresh.ctx, yesterday)).toBe(0)
      expect(await recordDailySnapshot(fresh.ctx, now)).toBe(inserted)
      const bgc = await fresh.db.selectFrom('token_price_snapshots').selectAll().where('token_key', '=', 'BGC').where('day', '=', utcDay(now)).executeTakeFirstOrThrow()
      expect(bgc).toMatchObject({ source: 'chain', price_usd: await bgcPriceOnChain(8, 'down') })
      // HAPB has no USDT pair: it is priced through HAP (V1 pools: 0.4 HAP × 0.5 USDT).
      const hapb = await fresh.db.selectFrom('token_price_snapshots').select('price_usd').where('token_key', '=', 'HAPB').where('day', '=', utcDay(now)).executeTakeFirstOrThrow()
      expect(Number(hapb.price_usd)).toBeCloseTo(0.2, 2)
      expect(await fresh.db.selectFrom('token_price_snapshots').select('token_key').where('token_key', 'in', ['USDT', 'BLOCK']).execute()).toEqual([])
    })
  })

  it('moves the candle to the new price after a swap on chain, with its volume', async () => {
    await s.indexed()
    const before = (await s.bgcCandles('1m')).length
    const usdtCandles = () => s.candles(`pair=${bgcPair()}&interval=1m&base=${token('USDT')}`)
    const previous = (await usdtCandles()).at(-1)
    await buyBgc('1000')
    const pass = await indexPairsOnce(s.ctx)
    // One swap: Transfer logs are not ours; the pair emits Sync then Swap.
    expect(pass?.inserted).toBe(2)
    const minute = await s.bgcCandles('1m')
    const last = minute.at(-1)!
    expect(last.close).toBe(await bgcPriceOnChain(18, 'halfUp'))
    expect(Number(last.volume)).toBeGreaterThan(0)
    expect(minute.length).toBeGreaterThanOrEqual(before)
    // The same candle seen from USDT: prices invert, so its high is BGC's low inverted.
    const usdtSide = (await usdtCandles()).at(-1)!
    expect(usdtSide.time).toBe(last.time)
    expect(Number(usdtSide.high) * Number(last.low)).toBeCloseTo(1, 9)
    // Earlier swaps on the shared devnet may fall in the same minute: the swap adds its 1,000 USDT.
    const earlier = previous?.time === usdtSide.time ? Number(previous.volume) : 0
    expect(Number(usdtSide.volume) - earlier).toBe(1000)
  })

  it('re-reading blocks already indexed changes nothing', async () => {
    await s.indexed()
    const snapshot = () => s.db.selectFrom('pair_candles').selectAll().orderBy('pair').orderBy('period').orderBy('bucket_start').execute()
    const before = await snapshot()
    await s.db.updateTable('worker_cursors').set({ block_number: '0' }).where('name', '=', `pair_indexer:${chain.chainId}`).execute()
    const pass = await indexPairsOnce(s.ctx)
    expect(pass).toMatchObject({ fromBlock: 0n, inserted: 0, removed: 0 })
    expect(await snapshot()).toEqual(before)
  })

  it('follows a reorg within the re-read depth: events of dropped blocks leave the candles', async () => {
    const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    const saved = await testClient.snapshot()
    const dropped = await buyBgc('50000')
    // The reorg below is only meaningful once the dropped swap has been indexed.
    const storedDropped = async () => {
      await indexPairsOnce(s.ctx)
      return (await s.db.selectFrom('pair_events').select('tx_hash').where('tx_hash', '=', dropped).execute()).length
    }
    await expect.poll(storedDropped, { timeout: 10_000 }).toBeGreaterThan(0)
    const inflated = (await s.bgcCandles('1m')).at(-1)!
    await testClient.revert({ id: saved })
    await buyBgc('10')
    const pass = await indexPairsOnce(s.ctx)
    expect(pass?.removed).toBe(2)
    expect(await s.db.selectFrom('pair_events').select('tx_hash').where('tx_hash', '=', dropped).execute()).toEqual([])
    const current = (await s.bgcCandles('1m')).at(-1)!
    expect(current.close).toBe(await bgcPriceOnChain(18, 'halfUp'))
    expect(current.close).not.toBe(inflated.close)
  })

  it('answers bad_request or not_found for bad chart queries', async () => {
    await s.indexed()
    const bad = async (query: string, status: number) => {
      const response = await s.get(`/api/token/chart?${query}`)
      expect(response.statusCode, query).toBe(status)
      expect(response.json().data).toBeNull()
    }
    await bad('', 400)
    await bad(`pair=${bgcPair()}&token_key=BGC`, 400)
    await bad('pair=0x1234', 400)
    await bad(`pair=${bgcPair()}&interval=5m`, 400)
    await bad(`pair=${bgcPair()}&limit=0`, 400)
    await bad(`pair=${bgcPair()}&limit=1001`, 400)
    await bad(`pair=${bgcPair()}&base=${token('HAP')}`, 400)
    await bad(`pair=${token('HAP')}`, 404)
    await bad('token_key=NOPE', 404)
    await bad('token_key=BGC&day=0', 400)
    await bad('token_key=BGC&day=366', 400)
  })

  it('limits candles to the newest `limit`, oldest first', async () => {
    await s.indexed()
    const all = await s.candles(`pair=${bgcPair()}&interval=1m&limit=1000`)
    const limited = await s.candles(`pair=${bgcPair()}&interval=1m&limit=1`)
    expect(limited).toEqual(all.slice(-1))
    expect(all.map((candle) => candle.time)).toEqual([...all.map((candle) => candle.time)].sort((a, b) => a - b))
  })

  it('serves the home chart points and seeds labelled demo history on the devnet only', async () => {
    await s.priced()
    const today = utcDay(new Date())
    const real = (await s.get('/api/token/chart?token_key=BGC&day=30')).json().data
    expect(real.token_key).toBe('BGC')
    expect(real.chart.map((point: { grant_date: string; demo: boolean }) => [point.grant_date, point.demo])).toEqual([
      [addDays(today, -1), false],
      [today, false],
    ])
    expect(await seedDemoHistory({ ...s.ctx, chain: { ...chain, chainId: 56 } })).toBe(0)
    const seeded = await seedDemoHistory(s.ctx)
    expect(seeded).toBeGreaterThan(0)
    expect(await seedDemoHistory(s.ctx)).toBe(0)
    const { chart } = (await s.get('/api/token/chart?token_key=bgc&day=30')).json().data as { chart: { grant_date: string; eq_usd: string; demo: boolean }[] }
    expect(chart).toHaveLength(30)
    expect(chart[0]!.grant_date).toBe(addDays(today, -29))
    expect(chart.filter((point) => point.demo)).toHaveLength(28)
    expect(chart.slice(-2).every((point) => !point.demo)).toBe(true)
    for (const point of chart) expect(point.eq_usd).toMatch(/^\d+(\.\d{1,8})?$/)
    expect((await s.get('/api/token/chart?token_key=BGC&day=7')).json().data.chart).toEqual(chart.slice(-7))
  })

  it('quotes listed tokens with the change against yesterday', async () => {
    await s.priced()
    const yesterdayBgc = await s.db
      .selectFrom('token_price_snapshots')
      .select('price_usd')
      .where('token_key', '=', 'BGC')
      .where('day', '=', addDays(utcDay(new Date()), -1))
      .executeTakeFirstOrThrow()
    await buyBgc('2000')
    const { list } = (await s.get('/api/token/quote')).json().data as { list: { token_key: string; price_usd: string; change_24h: string | null }[] }
    expect(list.map((item) => item.token_key)).toEqual(expect.arrayContaining(['BNB', 'HAP', 'HAPB', 'HAPC', 'BtPi', 'BGC', 'GOC']))
    expect(list.map((item) => item.token_key)).not.toContain('USDT')
    const bgc = list.find((item) => item.token_key === 'BGC')!
    expect(bgc.price_usd).toBe(await bgcPriceOnChain(8, 'down'))
    const expected = ((Number(bgc.price_usd) - Number(yesterdayBgc.price_usd)) / Number(yesterdayBgc.price_usd)) * 100
    expect(Number(bgc.change_24h)).toBeCloseTo(expected, 1)
    expect(bgc.change_24h).toMatch(/^\d+\.\d{2}$/)
  })
})
