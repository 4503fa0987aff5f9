import { testAccounts } from '@hapdex/chain/accounts'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { e18, placeUsdtWithdrawal, walletTestApp } from '../test/walletTestKit.ts'
import { withPayoutsReverting } from '../test/revertedPayout.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

/**
 * Payouts are settled only once final: their receipt at the confirmation depth, in a block still on
 * the chain. Until then a revert is not refunded, a success not called paid, and a payout whose
 * block anvil's reorg dropped is sent again from its stored bytes and paid once.
 */
const CONFIRMATIONS = 3
const env = { ADMIN_ADDRESSES: account(3).address, DEPOSIT_CONFIRMATIONS: String(CONFIRMATIONS), WITHDRAW_REVIEW_THRESHOLD: '100000000', WITHDRAW_DAILY_LIMIT: '100000000' }
const hotWallet = testAccounts[9]?.address as Address

describe.each(testDatabases)('payouts final only at depth on $name', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let app: FastifyInstance
  let ctx: WalletContext

  beforeAll(async () => {
    database = await create()
    chain = await startTestDevnet()
    app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    ctx = createWalletContext({ db: database.db, config: testConfig(env), chain: chain.devnet.deployment.chain })
  })
  afterAll(async () => {
    await app.close()
    await chain?.stop()
    await database.drop()
  })

  /** A user of the test's own with a real, confirmed deposit of 1000 USDT, so custody matches the chain. */
  async function depositor(i: number) {
    const auth = await signIn(app, account(i))
    const hash = await chain.sendToken(account(i), 'USDT', hotWallet, 1000n * e18)
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    await app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: auth }, payload: { tx_hash: hash } })
    return { auth, signer: account(i) }
  }
  async function order(user: Awaited<ReturnType<typeof depositor>>, amount: string, address: Address) {
    return (await placeUsdtWithdrawal(app, user, amount, address)).json().data as { id: number; status: number }
  }
  const orderRow = (id: number) => database.db.selectFrom('withdraw_orders').select(['status', 'tx_hash', 'raw_tx', 'fee']).where('id', '=', String(id)).executeTakeFirstOrThrow()
  const usable = async (auth: string) => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: auth } })).json().data
  const receiptOf = (hash: string) => chain.publicClient.getTransactionReceipt({ hash: hash as Hex })
  // anvil answers a raw transaction once it is in its pool, before the automined block: a read straight after the payer's pass can come first.
  const minedReceipt = (hash: string) => chain.publicClient.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20, timeout: 10_000 })

  it('refunds a reverted payout only once its receipt is at depth', async () => {
    const user = await depositor(4)
    const placed = await order(user, '300.000000000000000007', privateKeyToAccount(generatePrivateKey()).address)
    await withPayoutsReverting(chain, 'USDT', () => payWithdrawalsOnce(ctx))
    const sent = await orderRow(placed.id)
    expect((await receiptOf(sent.tx_hash!)).status).toBe('reverted')
    // The tokens' return mined a block after the payout's: it is already that deep, not yet final.
    const minedIn = (await receiptOf(sent.tx_hash!)).blockNumber
    const depth = async () => (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) - minedIn + 1n
    expect(await depth()).toBeLessThan(BigInt(CONFIRMATIONS))
    while ((await depth()) < BigInt(CONFIRMATIONS)) {
      await payWithdrawalsOnce(ctx)
      expect((await orderRow(placed.id)).status).toBe(withdrawStatuses.sending)
      expect((await usable(user.auth)).frozen).toBe('300.000000000000000007')
      await chain.testClient.mine({ blocks: 1 })
    }
    await payWithdrawalsOnce(ctx)
    expect((await orderRow(placed.id)).status).toBe(withdrawStatuses.failed)
    expect(await usable(user.auth)).toMatchObject({ usable: '1000', frozen: '0' })
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('sends a payout whose block a reorg dropped again from the same bytes, and pays it once', async () => {
    const user = await depositor(5)
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const placed = await order(user, '77.777777777777777777', payee)
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
    await payWithdrawalsOnce(ctx)
    const sent = await orderRow(placed.id)
    const minedIn = (await minedReceipt(sent.tx_hash!)).blockNumber
    const payout = 77_777_777_777_777_777_777n - BigInt(sent.fee)
    expect(await chain.balanceOf('USDT', payee)).toBe(payout)

    // Under depth, the block goes: anvil's reorg replaces it with an empty one, and the payout with it.
    await payWithdrawalsOnce(ctx)
    expect((await orderRow(placed.id)).status).toBe(withdrawStatuses.sending)
    await chain.testClient.request({ method: 'anvil_reorg' as never, params: [1, []] as never })
    await expect(receiptOf(sent.tx_hash!)).rejects.toThrow()
    expect(await chain.balanceOf('USDT', payee)).toBe(0n)

    // The next pass sends the stored bytes again: the same hash, the same nonce.
    await payWithdrawalsOnce(ctx)
    const again = await minedReceipt(sent.tx_hash!)
    expect(again.status).toBe('success')
    expect(again.blockNumber).toBeGreaterThan(minedIn)
    expect(await orderRow(placed.id)).toMatchObject({ status: withdrawStatuses.sending, tx_hash: sent.tx_hash, raw_tx: sent.raw_tx })
    await chain.testClient.mine({ blocks: CONFIRMATIONS - 1 })
    await payWithdrawalsOnce(ctx)
    await payWithdrawalsOnce(ctx)

    expect((await orderRow(placed.id)).status).toBe(withdrawStatuses.paid)
    expect(await chain.balanceOf('USDT', payee)).toBe(payout)
    expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore + 1)
    expect(await usable(user.auth)).toMatchObject({ frozen: '0' })
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
