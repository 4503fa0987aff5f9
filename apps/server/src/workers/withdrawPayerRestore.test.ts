import { testAccounts } from '@hapdex/chain/accounts'
import { startRpcProxy, type RpcProxy } from '@hapdex/chain/rpcProxy'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import { formatUnits, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { creditForTest, e18, placeUsdtWithdrawal, userIdOf, walletTestApp } from '../test/walletTestKit.ts'
import { checkSolvency, solvencyStep } from '../modules/wallet/solvency.ts'
import { payerState } from '../modules/withdraw/payerState.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

/**
 * The payer after a database restore, and under pauses. A backup is taken while two orders wait,
 * the payer pays them, the backup is restored: the restored orders say `approved`, the chain says
 * paid. The payer reads its payouts back from the chain before it signs anything, and pays nothing twice.
 */
const env = { ADMIN_ADDRESSES: account(3).address, WITHDRAW_REVIEW_THRESHOLD: '100000000', WITHDRAW_DAILY_LIMIT: '100000000' }
const hotWallet = testAccounts[9]?.address as Address
const toDecimalText = (units: bigint) => formatUnits(units, 18)
const parseUnitsText = (text: string) => parseUnits(text, 18)

describe.each(testDatabases)('the payer after a restore and under pauses on $name', ({ create }) => {
  let chain: TestDevnet
  let proxy: RpcProxy
  const cleanups: (() => Promise<void>)[] = []
  beforeAll(async () => {
    chain = await startTestDevnet()
    proxy = await startRpcProxy(chain.devnet.rpcUrl)
  })
  afterEach(async () => {
    proxy.heal()
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  afterAll(async () => {
    await proxy?.close()
    await chain?.stop()
  })

  /** An app and a payer on `database`, the payer's node behind the proxy. */
  async function stack(database: TestDatabase, extra: Record<string, string> = {}) {
    const app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    const ctx = createWalletContext({ db: database.db, config: testConfig({ ...env, ...extra }), chain: { ...chain.devnet.deployment.chain, rpcUrls: [proxy.url] } })
    cleanups.push(async () => {
      await app.close()
      await database.drop()
    })
    return { app, ctx }
  }
  /** A signed-up user with a real deposit of 1000 USDT, so custody matches the chain. */
  async function depositor(app: FastifyInstance) {
    const key = privateKeyToAccount(generatePrivateKey())
    await chain.testClient.setBalance({ address: key.address, value: e18 })
    await chain.sendToken(account(1), 'USDT', key.address, 1000n * e18)
    const auth = await signIn(app, key)
    const hash = await chain.sendToken(key, 'USDT', hotWallet, 1000n * e18)
    await app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: auth }, payload: { tx_hash: hash } })
    return { auth, key }
  }
  async function order(app: FastifyInstance, user: Awaited<ReturnType<typeof depositor>>, amount: string) {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const body = (await placeUsdtWithdrawal(app, { auth: user.auth, signer: user.key }, amount, address)).json()
    if (body.code !== 200) throw new Error(`order refused: ${JSON.stringify(body)}`)
    const { id } = body.data as { id: number }
    return { id, address }
  }
  const statusOf = async (db: Db, id: number) => (await db.selectFrom('withdraw_orders').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status
  const payoutOf = async (db: Db, id: number, amount: bigint) => amount - BigInt((await db.selectFrom('withdraw_orders').select('fee').where('id', '=', String(id)).executeTakeFirstOrThrow()).fee)
  const nonce = () => chain.publicClient.getTransactionCount({ address: hotWallet })
  /** Passes of the payer, each followed by its broadcasts' mining: anvil's automine answers a broadcast before it mines it. */
  const payPasses = async (ctx: WalletContext, passes = 2) => {
    for (let pass = 0; pass < passes; pass++) {
      await payWithdrawalsOnce(ctx)
      const sending = await ctx.db.selectFrom('withdraw_orders').select('tx_hash').where('status', '=', withdrawStatuses.sending).execute()
      for (const { tx_hash } of sending) if (tx_hash !== null) await chain.publicClient.waitForTransactionReceipt({ hash: tx_hash as Hex, pollingInterval: 20, timeout: 10_000 })
    }
  }

  it('pays nothing twice after a restore from a backup taken before the payouts, and pays what came after', async () => {
    const original = await create()
    const { app, ctx } = await stack(original)
    const user = await depositor(app)
    const first = await order(app, user, '77.777777777777777777')
    const second = await order(app, user, '43.000000000000000001')
    const backup = await original.backup()

    await payPasses(ctx)
    expect([await statusOf(original.db, first.id), await statusOf(original.db, second.id)]).toEqual([withdrawStatuses.paid, withdrawStatuses.paid])
    const paidFirst = await payoutOf(original.db, first.id, 77_777_777_777_777_777_777n)
    const paidSecond = await payoutOf(original.db, second.id, 43_000_000_000_000_000_001n)
    expect(await chain.balanceOf('USDT', first.address)).toBe(paidFirst)
    expect(await chain.balanceOf('USDT', second.address)).toBe(paidSecond)
    const nonceAfterPaying = await nonce()

    const restored = await backup.restore()
    const again = await stack(restored)
    expect([await statusOf(restored.db, first.id), await statusOf(restored.db, second.id)]).toEqual([withdrawStatuses.approved, withdrawStatuses.approved])
    await payPasses(again.ctx)

    expect(await nonce()).toBe(nonceAfterPaying)
    expect(await chain.balanceOf('USDT', first.address)).toBe(paidFirst)
    expect(await chain.balanceOf('USDT', second.address)).toBe(paidSecond)
    expect([await statusOf(restored.db, first.id), await statusOf(restored.db, second.id)]).toEqual([withdrawStatuses.paid, withdrawStatuses.paid])
    expect(await payerState(restored.db, hotWallet)).toMatchObject({ paused_reason: null, known_nonce_count: nonceAfterPaying })
    expect((await checkLedger(restored.db)).problems).toEqual([])

    // The restored books go on: a new order is paid, once.
    const third = await order(again.app, user, '15.5')
    await payPasses(again.ctx)
    expect(await statusOf(restored.db, third.id)).toBe(withdrawStatuses.paid)
    expect(await nonce()).toBe(nonceAfterPaying + 1)
    expect((await checkLedger(restored.db)).problems).toEqual([])
  })

  it('stays paused, saying why, while the node fails its reconciliation, and signs nothing until it completes', async () => {
    const original = await create()
    const { app, ctx } = await stack(original)
    const user = await depositor(app)
    const first = await order(app, user, '21.000000000000000003')
    const backup = await original.backup()
    await payPasses(ctx)
    expect(await statusOf(original.db, first.id)).toBe(withdrawStatuses.paid)

    const restored = await backup.restore()
    const again = await stack(restored)
    const later = await order(again.app, user, '12.000000000000000009')
    const nonceBefore = await nonce()
    proxy.inject({ methods: ['eth_getLogs'], fault: { kind: 'serverError' } })
    await expect(payWithdrawalsOnce(again.ctx)).rejects.toThrow()
    expect((await payerState(restored.db, hotWallet)).paused_reason).toMatch(/has sent \d+ transaction\(s\) this database has no record of/)
    expect([await statusOf(restored.db, first.id), await statusOf(restored.db, later.id)]).toEqual([withdrawStatuses.approved, withdrawStatuses.approved])
    expect(await nonce()).toBe(nonceBefore)

    proxy.heal()
    await payPasses(again.ctx)
    expect([await statusOf(restored.db, first.id), await statusOf(restored.db, later.id)]).toEqual([withdrawStatuses.paid, withdrawStatuses.paid])
    expect(await nonce()).toBe(nonceBefore + 1)
    expect((await payerState(restored.db, hotWallet)).paused_reason).toBeNull()
    expect((await checkLedger(restored.db)).problems).toEqual([])
  })

  it("signs nothing new while an operator's pause or WITHDRAW_PAUSED holds, and pays the queue once resumed", async () => {
    const database = await create()
    const { app, ctx } = await stack(database)
    const user = await depositor(app)
    const queued = await order(app, user, '19.999999999999999999')
    const nonceBefore = await nonce()

    const admin = await signIn(app, account(3))
    const pause = (paused: boolean, authorization = admin) => app.inject({ method: 'POST', url: '/api/admin/payer/pause', headers: { authorization }, payload: { paused } })
    const configs = async () => (await app.inject({ method: 'GET', url: '/api/withdraw/configs' })).json().data
    expect((await pause(true, user.auth)).json()).toMatchObject({ code: 403, error: 'forbidden' })
    expect((await pause(true)).json().data).toMatchObject({ signing: false, operator_paused: true, operator_paused_by: account(3).address, env_paused: false })
    expect((await configs()).paused).toBe(true)
    await payPasses(ctx)
    expect(await statusOf(database.db, queued.id)).toBe(withdrawStatuses.approved)
    // The console sees what waits: the queued payout against the hot wallet's balance.
    const view = (await app.inject({ method: 'GET', url: '/api/admin/payer', headers: { authorization: admin } })).json().data
    const usdt = view.tokens.find((token: { token: string }) => token.token === 'USDT')
    expect(usdt.pending).toBe(toDecimalText(await payoutOf(database.db, queued.id, 19_999_999_999_999_999_999n)))
    expect(BigInt(parseUnitsText(usdt.hot_balance))).toBe(await chain.balanceOf('USDT', hotWallet))
    expect((await pause(false)).json().data).toMatchObject({ signing: true, operator_paused: false, operator_paused_by: null })
    expect((await configs()).paused).toBe(false)
    const audit = (await app.inject({ method: 'GET', url: `/api/admin/audit/list?target=payer:${hotWallet.toLowerCase()}`, headers: { authorization: admin } })).json().data.list
    expect(audit.map((entry: { action: string }) => entry.action).sort()).toEqual(['payer.pause', 'payer.resume'])
    const switchedOff = createWalletContext({ db: database.db, config: testConfig({ ...env, WITHDRAW_PAUSED: '1' }), chain: chain.devnet.deployment.chain })
    await payPasses(switchedOff)
    expect(await statusOf(database.db, queued.id)).toBe(withdrawStatuses.approved)
    expect(await nonce()).toBe(nonceBefore)

    await payPasses(ctx)
    expect(await statusOf(database.db, queued.id)).toBe(withdrawStatuses.paid)
    expect(await chain.balanceOf('USDT', queued.address)).toBe(await payoutOf(database.db, queued.id, 19_999_999_999_999_999_999n))
    expect(await nonce()).toBe(nonceBefore + 1)
  })

  it('stops signing while the chain holds less than custody owes, says so, and pays once the shortfall is covered', async () => {
    const database = await create()
    const { app, ctx } = await stack(database)
    const user = await depositor(app)
    const queued = await order(app, user, '14.000000000000000003')
    // Books that say more arrived than the chain holds: a credit with no tokens behind it, 7.000000000000000003 more than the margin.
    const margin = (await checkSolvency(ctx)).find((line) => line.symbol === 'USDT')!
    const unbacked = margin.onChain + margin.inFlight - margin.owed + 7_000_000_000_000_000_003n
    await creditForTest(database.db, await userIdOf(app, user.auth), 2, unbacked, 'unbacked')
    const nonceBefore = await nonce()

    await expect(solvencyStep(ctx)).rejects.toThrow('custody is short: 7.000000000000000003 USDT')
    expect((await payerState(database.db, hotWallet)).shortfall).toMatch(/^custody is short: 7\.000000000000000003 USDT \(owed /)
    expect((await app.inject({ method: 'GET', url: '/api/withdraw/configs' })).json().data.paused).toBe(true)
    await payPasses(ctx)
    expect(await statusOf(database.db, queued.id)).toBe(withdrawStatuses.approved)
    expect(await nonce()).toBe(nonceBefore)

    // Exactly the shortfall arrives at the hot wallet (an operator's top-up from cold storage).
    await chain.sendToken(account(1), 'USDT', hotWallet, 7_000_000_000_000_000_003n)
    await solvencyStep(ctx)
    expect((await payerState(database.db, hotWallet)).shortfall).toBeNull()
    await payPasses(ctx)
    expect(await statusOf(database.db, queued.id)).toBe(withdrawStatuses.paid)
    expect(await nonce()).toBe(nonceBefore + 1)
  })
})
