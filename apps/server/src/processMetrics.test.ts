import { testAccounts } from '@hapdex/chain/accounts'
import { startRpcProxy, type RpcProxy } from '@hapdex/chain/rpcProxy'
import { fraction } from '@hapdex/core/amount/fraction'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { formatUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { manualClock, type MovableClock } from './programmes/base/clock.ts'
import { createProgrammes, type Programmes } from './programmes/base/createProgrammes.ts'
import { fixedPriceSource } from './programmes/base/prices.ts'
import { programmeList } from './programmes/programmeList.ts'
import { serveProcessMetrics } from './processMetrics.ts'
import { account, signIn } from './test/signIn.ts'
import { testConfig } from './test/testApp.ts'
import { testDatabases, type TestDatabase } from './test/testDb.ts'
import { parsePrometheusText, sampleValue, type PrometheusFamily } from './test/prometheusText.ts'
import { creditForTest, placeUsdtWithdrawal, userIdOf } from './test/walletTestKit.ts'
import { writeCursor } from './workers/chainLogCursor.ts'
import { watchDepositsOnce } from './workers/depositWatcher.ts'
import { pairIndexerCursor } from './workers/pairIndexer.ts'
import { checkLoops, workerHealthRecorder } from './workers/workerHealth.ts'
import { startWorkerLoop } from './workers/workerLoop.ts'
import { payWithdrawalsOnce } from './workers/withdrawPayer.ts'
import { ledgerCheckStep } from './modules/wallet/ledgerCheckStep.ts'
import { solvencyStep } from './modules/wallet/solvency.ts'
import { createWalletContext, type WalletContext } from './modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from './modules/wallet/walletDevnet.ts'
import type { MetricsListener } from './modules/metrics/metricsListener.ts'
import { createMetricsRegistry } from './modules/metrics/metricsRegistry.ts'

/** The float a gauge of whole tokens must carry: the exact decimal (viem's, not ours) rounded once. */
const float = (baseUnits: bigint) => Number(formatUnits(baseUnits, 18))
const hotWallet = testAccounts[9]?.address as Address
const start = new Date('2026-03-10T08:00:00Z')
const env = { WITHDRAW_DAILY_LIMIT: '100000000' }
const quiet = { warn: () => undefined, info: () => undefined }

/** Down to the last base unit, not a round amount: the figures must be the float of this exact decimal. */
const deposited = 15_432_109_876_543_210_987_654n

interface Stack {
  database: TestDatabase
  app: FastifyInstance
  programmes: Programmes
  clock: MovableClock
  wallet: WalletContext
  metrics: MetricsListener
}

describe.each(testDatabases)('the figures of /metrics on $name', ({ create }) => {
  let chain: TestDevnet
  let proxy: RpcProxy
  let s: Stack
  beforeAll(async () => {
    chain = await startTestDevnet()
    proxy = await startRpcProxy(chain.devnet.rpcUrl)
    const chainConfig: ChainConfig = { ...chain.devnet.deployment.chain, rpcUrls: [proxy.url] }
    const database = await create()
    const clock = manualClock(start)
    const config = testConfig(env)
    const programmes = createProgrammes({ config, db: database.db, chain: chainConfig, definitions: programmeList, clock, prices: fixedPriceSource({ HAP: fraction(1n, 2n), BtPi: fraction(2n) }) })
    const registry = createMetricsRegistry()
    const app = await buildApp({ config, db: database.db, chain: chainConfig, programmes, metrics: registry })
    await app.ready()
    // As startServer composes it: the figures read the chain through the proxy the test fails.
    const metrics = await serveProcessMetrics({ registry, port: 0, config, db: database.db, pools: [], chain: chainConfig, programmes, log: quiet })
    s = { database, app, programmes, clock, wallet: createWalletContext({ db: database.db, config, chain: chainConfig, now: () => clock.now() }), metrics }
  })
  afterAll(async () => {
    proxy?.heal()
    await s?.metrics.close()
    await s?.app.close()
    await s?.database.drop()
    await proxy?.close()
    await chain?.stop()
  })

  const scrape = async (): Promise<Map<string, PrometheusFamily>> => {
    const response = await fetch(`${s.metrics.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    return parsePrometheusText(await response.text())
  }
  const orderFee = async (id: number) => BigInt((await s.database.db.selectFrom('withdraw_orders').select('fee').where('id', '=', String(id)).executeTakeFirstOrThrow()).fee)
  const statusOf = async (id: number) => (await s.database.db.selectFrom('withdraw_orders').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status
  /** One pass of a check's loop, as startWorkers runs it: stop() waits for the pass the loop starts with. */
  const runCheck = (name: string, pass: () => Promise<void>) => startWorkerLoop({ name, intervalMs: 3_600_000, pass, log: () => undefined, health: workerHealthRecorder(s.database.db) }).stop()

  it('reads the hot balance, the payouts, the readers, the settlement runs and the outbox after a deposit, a withdrawal and a settlement', async () => {
    const hotAtStart = await chain.balanceOf('USDT', hotWallet)
    const before = await scrape()
    expect(sampleValue(before, 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' })).toBe(float(hotAtStart))
    for (const status of ['review', 'approved', 'sending']) expect(sampleValue(before, 'hapdex_payouts_pending', { status })).toBe(0)
    expect(before.get('hapdex_payouts_oldest_pending_age_seconds')?.samples).toEqual([])
    expect(before.get('hapdex_chain_reader_lag_blocks')?.samples).toEqual([])
    expect(before.get('hapdex_outbox_oldest_pending_age_seconds')?.samples).toEqual([])

    // A deposit the watcher reads, then three blocks it has not read yet.
    const auth = await signIn(s.app, account(1))
    const hash = await chain.sendToken(account(1), 'USDT', hotWallet, deposited)
    await s.app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: auth }, payload: { tx_hash: hash } })
    await watchDepositsOnce(s.wallet)
    await chain.testClient.mine({ blocks: 3 })
    const head = await chain.publicClient.getBlockNumber()
    // The pair indexer's cursor as its pass leaves it (the next block to read), 5 blocks short of the head.
    await writeCursor(s.database.db, pairIndexerCursor(31337), head - 4n)

    // One order the payer may send, one waiting for an operator (above the 10,000 review threshold).
    const user = { auth, signer: account(1) }
    const small = (await placeUsdtWithdrawal(s.app, user, '100.000000000000000007', '0x000000000000000000000000000000000000bEEF')).json().data
    const large = (await placeUsdtWithdrawal(s.app, user, '12000.000000000000000009', '0x000000000000000000000000000000000000cafE')).json().data
    expect([small.status, large.status]).toEqual([1, 0])
    const smallPayout = 100_000_000_000_000_000_007n - (await orderFee(small.id))
    const largePayout = 12_000_000_000_000_000_000_009n - (await orderFee(large.id))
    s.clock.advance(125)

    const waiting = await scrape()
    expect(sampleValue(waiting, 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' })).toBe(float(hotAtStart + deposited))
    expect(sampleValue(waiting, 'hapdex_payouts_pending', { status: 'approved' })).toBe(1)
    expect(sampleValue(waiting, 'hapdex_payouts_pending', { status: 'review' })).toBe(1)
    expect(sampleValue(waiting, 'hapdex_payouts_pending', { status: 'sending' })).toBe(0)
    expect(sampleValue(waiting, 'hapdex_payouts_pending_amount_tokens', { status: 'approved', token: 'USDT' })).toBe(float(smallPayout))
    expect(sampleValue(waiting, 'hapdex_payouts_pending_amount_tokens', { status: 'review', token: 'USDT' })).toBe(float(largePayout))
    expect(sampleValue(waiting, 'hapdex_payouts_pending_amount_tokens', { status: 'sending', token: 'HAP' })).toBe(0)
    expect(sampleValue(waiting, 'hapdex_payouts_oldest_pending_age_seconds', { status: 'approved' })).toBe(125)
    expect(sampleValue(waiting, 'hapdex_payouts_oldest_pending_age_seconds', { status: 'review' })).toBe(125)
    expect(sampleValue(waiting, 'hapdex_payouts_oldest_pending_age_seconds', { status: 'sending' })).toBeUndefined()
    expect(sampleValue(waiting, 'hapdex_chain_head_block')).toBe(Number(head))
    // Confirmations of 1 on the devnet: a watcher that has read the head is 0 behind.
    expect(sampleValue(waiting, 'hapdex_chain_reader_lag_blocks', { reader: 'deposit_watcher' })).toBe(3)
    expect(sampleValue(waiting, 'hapdex_chain_reader_lag_blocks', { reader: 'pair_indexer:31337' })).toBe(5)
    expect(sampleValue(waiting, 'hapdex_payer_paused', { reason: 'operator' })).toBe(0)

    // The payer sends the small one; it is final at depth on a later pass.
    for (let pass = 0; pass < 4; pass++) await payWithdrawalsOnce(s.wallet)
    expect(await statusOf(small.id)).toBe(3)
    const hotNow = hotAtStart + deposited - smallPayout
    expect(await chain.balanceOf('USDT', hotWallet)).toBe(hotNow)
    const mined = (await chain.publicClient.getBlockNumber()) - head

    // A day passes and settles; one outbox job waits since five minutes before now, one is given up.
    s.clock.advance(86_400)
    const runs = await s.programmes.runner.settleDueDays()
    expect(runs.length).toBeGreaterThan(0)
    const now = s.clock.now()
    await sql`insert into outbox_jobs (kind, key, payload, status, dead_reason, run_at, created_at) values
      ('test.pending', 'a', '{}'::jsonb, 'pending', null, ${now}, ${new Date(now.getTime() - 300_000)}),
      ('test.dead', 'b', '{}'::jsonb, 'dead', 'exhausted', ${now}, ${new Date(now.getTime() - 900_000)})`.execute(s.database.db)

    const settled = await scrape()
    expect(sampleValue(settled, 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' })).toBe(float(hotNow))
    expect(sampleValue(settled, 'hapdex_payouts_pending', { status: 'approved' })).toBe(0)
    expect(sampleValue(settled, 'hapdex_payouts_pending', { status: 'sending' })).toBe(0)
    expect(sampleValue(settled, 'hapdex_payouts_pending_amount_tokens', { status: 'approved', token: 'USDT' })).toBe(0)
    expect(sampleValue(settled, 'hapdex_payouts_oldest_pending_age_seconds', { status: 'review' })).toBe(125 + 86_400)
    expect(sampleValue(settled, 'hapdex_payouts_oldest_pending_age_seconds', { status: 'approved' })).toBeUndefined()
    expect(sampleValue(settled, 'hapdex_chain_reader_lag_blocks', { reader: 'deposit_watcher' })).toBe(3 + Number(mined))

    // Both ages are read: some jobs settle the day, some wait (cards.daily for the indexers' read-through).
    expect(runs.some((run) => run.status === 'done') && runs.some((run) => run.status !== 'done')).toBe(true)
    const byStatus = (status: string) => runs.filter((run) => run.status === status).length
    for (const status of ['running', 'done', 'underfunded', 'failed', 'waiting']) expect(sampleValue(settled, 'hapdex_settlement_runs', { status })).toBe(byStatus(status))
    // Every run is of 2026-03-10, which ended 8 h 2 min 5 s before the clock's now.
    const dayAge = 8 * 3600 + 125
    for (const run of runs) {
      expect(run.day).toBe('2026-03-10')
      const name = run.status === 'done' ? 'hapdex_settlement_last_done_day_age_seconds' : 'hapdex_settlement_oldest_open_day_age_seconds'
      expect({ job: run.job, age: sampleValue(settled, name, { job: run.job }) }).toEqual({ job: run.job, age: dayAge })
    }
    expect(sampleValue(settled, 'hapdex_outbox_jobs', { status: 'pending' })).toBe(1)
    expect(sampleValue(settled, 'hapdex_outbox_jobs', { status: 'dead' })).toBe(1)
    expect(sampleValue(settled, 'hapdex_outbox_oldest_pending_age_seconds')).toBe(300)
    for (const collector of ['hot_wallet', 'payouts', 'chain_readers', 'checks', 'settlement', 'outbox']) expect(sampleValue(settled, 'hapdex_metric_errors_total', { collector })).toBe(0)
  })

  it("reports the ledger and solvency checks' verdicts: held, then a shortfall and a broken ledger", async () => {
    const db = s.database.db
    const auth = await signIn(s.app, account(2))
    const userId = await userIdOf(s.app, auth)
    const first = Date.now() / 1000
    await runCheck(checkLoops.ledger, () => ledgerCheckStep(db))
    await runCheck(checkLoops.solvency, () => solvencyStep(s.wallet))
    const held = await scrape()
    const last = Date.now() / 1000
    for (const check of ['ledger', 'solvency']) {
      expect(sampleValue(held, 'hapdex_check_ok', { check })).toBe(1)
      const ran = sampleValue(held, 'hapdex_check_last_run_timestamp_seconds', { check }) ?? 0
      expect(ran).toBeGreaterThanOrEqual(Math.floor(first) - 1)
      expect(ran).toBeLessThanOrEqual(last + 1)
      expect(sampleValue(held, 'hapdex_check_last_ok_timestamp_seconds', { check })).toBe(ran)
      expect(sampleValue(held, 'hapdex_worker_consecutive_failures', { loop: checkLoops[check as keyof typeof checkLoops] })).toBe(0)
    }
    expect(sampleValue(held, 'hapdex_payer_paused', { reason: 'shortfall' })).toBe(0)
    const heldAt = sampleValue(held, 'hapdex_check_last_ok_timestamp_seconds', { check: 'ledger' })

    // Custody owes a credit no token on chain stands behind; then a user's balance drifts from its entries.
    await creditForTest(db, userId, 2, 10n ** 30n, 'metrics-shortfall')
    await runCheck(checkLoops.solvency, () => solvencyStep(s.wallet))
    await sql`update ledger_accounts set balance = balance + 1 where owner_kind = 'user' and owner_id = ${userId} and token_id = 2 and purpose = 'usable'`.execute(db)
    await runCheck(checkLoops.ledger, () => ledgerCheckStep(db))
    const broken = await scrape()
    expect(sampleValue(broken, 'hapdex_check_ok', { check: 'ledger' })).toBe(0)
    expect(sampleValue(broken, 'hapdex_check_ok', { check: 'solvency' })).toBe(0)
    expect(sampleValue(broken, 'hapdex_payer_paused', { reason: 'shortfall' })).toBe(1)
    expect(sampleValue(broken, 'hapdex_worker_consecutive_failures', { loop: checkLoops.ledger })).toBe(1)
    expect(sampleValue(broken, 'hapdex_check_last_ok_timestamp_seconds', { check: 'ledger' })).toBe(heldAt)
    await sql`update ledger_accounts set balance = balance - 1 where owner_kind = 'user' and owner_id = ${userId} and token_id = 2 and purpose = 'usable'`.execute(db)
  })

  it("scrapes whole while the node fails: the hot balance is absent and counted, the database's figures are there", async () => {
    const healthy = await scrape()
    const errorsBefore = sampleValue(healthy, 'hapdex_metric_errors_total', { collector: 'hot_wallet' }) ?? -1
    proxy.inject({ methods: ['eth_call'], fault: { kind: 'serverError' } })
    const failing = await scrape()
    proxy.heal()
    expect(failing.get('hapdex_hot_wallet_balance_tokens')?.samples).toEqual([])
    expect(sampleValue(failing, 'hapdex_metric_errors_total', { collector: 'hot_wallet' })).toBe(errorsBefore + 1)
    expect(sampleValue(failing, 'hapdex_payouts_pending', { status: 'review' })).toBe(sampleValue(healthy, 'hapdex_payouts_pending', { status: 'review' }))
    expect(sampleValue(failing, 'hapdex_chain_head_block')).toBeGreaterThan(0)
    expect(sampleValue(failing, 'hapdex_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sampleValue(await scrape(), 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' })).toBe(sampleValue(healthy, 'hapdex_hot_wallet_balance_tokens', { token: 'USDT' }))
  })
})
