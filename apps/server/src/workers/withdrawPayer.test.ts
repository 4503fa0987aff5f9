import { testAccounts } from '@hapdex/chain/accounts'
import type { FastifyInstance } from 'fastify'
import { testTokenAbi } from '@hapdex/chain/abis'
import { createWalletClient, http, parseUnits, type Address, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { creditForTest, e18, placeUsdtWithdrawal, userIdOf, walletTestApp } from '../test/walletTestKit.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { withPayoutsReverting } from '../test/revertedPayout.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

const env = { ADMIN_ADDRESSES: account(3).address, WITHDRAW_DAILY_LIMIT: '100000000' }
const payee: Address = '0x000000000000000000000000000000000000bEEF'
const secondPayee: Address = '0x000000000000000000000000000000000000cafE'
const hotWallet = testAccounts[9]?.address as Address
const hotWalletAccount = privateKeyToAccount(testAccounts[9]?.privateKey ?? '0x')

interface Depositor {
  auth: string
  signer: PrivateKeyAccount
}

describe.each(testDatabases)('withdrawal payer on $name with a real devnet', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let app: FastifyInstance
  let ctx: WalletContext
  let spender: Depositor
  let admin: string

  beforeAll(async () => {
    database = await create()
    chain = await startTestDevnet()
    app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    ctx = createWalletContext({ db: database.db, config: testConfig(env), chain: chain.devnet.deployment.chain })
    admin = await signIn(app, account(3))
    // Pays for the tests that assert no balance of their own; the others fund a user of their own.
    spender = await depositor(1)
  })
  afterAll(async () => {
    await app.close()
    await chain?.stop()
    await database.drop()
  })

  /** Signs test account i in and funds it with a real deposit of 1000 USDT, so the ledger's custody matches the chain. */
  const depositor = async (i: number): Promise<Depositor> => {
    const auth = await signIn(app, account(i))
    const hash = await chain.sendToken(account(i), 'USDT', hotWallet, 1000n * e18)
    await app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: auth }, payload: { tx_hash: hash } })
    return { auth, signer: account(i) }
  }
  const order = async (amount: string, address: string, by: Depositor = spender) => (await placeUsdtWithdrawal(app, by, amount, address)).json().data as { id: number; status: number }
  const statusOf = async (id: number) =>
    (await database.db.selectFrom('withdraw_orders').select(['status', 'tx_hash']).where('id', '=', String(id)).executeTakeFirstOrThrow())
  const usdt = async (by: Depositor) => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: by.auth } })).json().data
  const usdtTotals = async () => (await checkLedger(database.db)).tokens.find((t) => t.token_id === 2) ?? { fees: 0n, custody: 0n }

  it('pays once after a crash between storing the signed payout and broadcasting it', async () => {
    const user = await depositor(2)
    const payeeBefore = await chain.balanceOf('USDT', payee)
    const placed = await order('100', payee, user)
    expect(placed.status).toBe(1)
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
    await expect(payWithdrawalsOnce(ctx, { afterPersist: () => Promise.reject(new Error('crash')) })).rejects.toThrow('crash')
    expect(await chain.balanceOf('USDT', payee)).toBe(payeeBefore)
    expect((await statusOf(placed.id)).status).toBe(2)

    for (let pass = 0; pass < 4; pass++) await payWithdrawalsOnce(ctx)
    expect(await chain.balanceOf('USDT', payee)).toBe(payeeBefore + 99n * e18)
    expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore + 1)
    const settled = await statusOf(placed.id)
    expect(settled.status).toBe(3)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: settled.tx_hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await usdt(user)).toMatchObject({ usable: '900', frozen: '0' })
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('waits for an operator above the threshold, then for the float while the hot wallet cannot cover it, and pays once topped up', async () => {
    const user = await depositor(4)
    const payeeBefore = await chain.balanceOf('USDT', payee)
    // More than the hot wallet holds: the payout must wait for the float, not be mined to revert.
    await creditForTest(database.db, await userIdOf(app, user.auth), 2, 5_000_000n * e18, 'big')
    const placed = await order('3000000.000000000000000007', payee, user)
    expect(placed.status).toBe(0)
    await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(0)
    const approved = await app.inject({ method: 'POST', url: '/api/admin/withdraw/approve', headers: { authorization: admin }, payload: { id: placed.id } })
    expect(approved.json().data).toMatchObject({ status: 1, user_address: account(4).address })
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
    const hotBefore = await chain.balanceOf('USDT', hotWallet)
    const { fee } = await database.db.selectFrom('withdraw_orders').select('fee').where('id', '=', String(placed.id)).executeTakeFirstOrThrow()
    const payout = 3_000_000_000_000_000_000_000_007n - BigInt(fee)
    const waiting = await payWithdrawalsOnce(ctx)
    expect(waiting.waitingForFloat).toEqual([{ token: 'USDT', decimals: 18, waiting: payout, free: hotBefore }])
    expect((await statusOf(placed.id)).status).toBe(1)
    expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore)
    // The console shows what the hot wallet lacks for the queue.
    const view = (await app.inject({ method: 'GET', url: '/api/admin/payer', headers: { authorization: admin } })).json().data
    const line = view.tokens.find((token: { token: string }) => token.token === 'USDT')
    expect(parseUnits(line.float_short, 18)).toBe(parseUnits(line.pending, 18) - hotBefore)

    // The top-up from cold storage: minted here by the token's deployer, as it stands in for cold storage. The payout goes.
    const deployer = createWalletClient({ account: account(0), chain: foundry, transport: http(chain.devnet.rpcUrl) })
    await chain.publicClient.waitForTransactionReceipt({ hash: await deployer.writeContract({ address: chain.token('USDT'), abi: testTokenAbi, functionName: 'mint', args: [hotWallet, payout - hotBefore + 1n] }) })
    const paying = await payWithdrawalsOnce(ctx)
    expect(paying.waitingForFloat).toEqual([])
    await chain.publicClient.waitForTransactionReceipt({ hash: (await statusOf(placed.id)).tx_hash as Hex })
    for (let pass = 0; pass < 2; pass++) await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(3)
    expect(await chain.balanceOf('USDT', payee)).toBe(payeeBefore + payout)
    expect(await usdt(user)).toMatchObject({ usable: '2000999.999999999999999993', frozen: '0' })
    expect((await checkLedger(database.db)).problems).toEqual([])

    // A ceiling on the float: what the hot wallet holds above it, beyond the queue, is for cold storage.
    await depositor(4)
    const save = (hot_float_ceiling: string) => app.inject({ method: 'POST', url: '/api/admin/token/save', headers: { authorization: admin }, payload: { id: 2, hot_float_ceiling } })
    expect((await save('-1')).json()).toMatchObject({ code: 400, msg: expect.stringContaining('hot_float_ceiling') })
    expect((await save('100.000000000000000003')).json().data).toMatchObject({ hot_float_ceiling: '100.000000000000000003' })
    const capped = (await app.inject({ method: 'GET', url: '/api/admin/payer', headers: { authorization: admin } })).json().data.tokens.find((token: { token: string }) => token.token === 'USDT')
    expect(capped.ceiling).toBe('100.000000000000000003')
    const units = (text: string) => parseUnits(text, 18)
    expect(units(capped.hot_balance)).toBe(await chain.balanceOf('USDT', hotWallet))
    expect(units(capped.excess)).toBe(units(capped.hot_balance) - units(capped.pending) - 100_000_000_000_000_000_003n)
    expect(units(capped.excess)).toBeGreaterThan(0n)
    expect(capped.float_short).toBe('0')
    await save('0')
  })

  it('refunds a payout that reverts on chain (its tokens left the hot wallet before its block)', async () => {
    const user = await depositor(7)
    const payeeBefore = await chain.balanceOf('USDT', secondPayee)
    const placed = await order('70.000000000000000007', secondPayee, user)
    await withPayoutsReverting(chain, 'USDT', () => payWithdrawalsOnce(ctx))
    expect((await chain.publicClient.getTransactionReceipt({ hash: (await statusOf(placed.id)).tx_hash as Hex })).status).toBe('reverted')
    for (let pass = 0; pass < 2; pass++) await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(4)
    expect(await usdt(user)).toMatchObject({ usable: '1000', frozen: '0' })
    expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it("keeps the node's reason while it refuses a payout (the hot wallet has no gas), tells operators, and pays once it has gas", async () => {
    const gas = await chain.publicClient.getBalance({ address: hotWallet })
    const payeeBefore = await chain.balanceOf('USDT', secondPayee)
    const placed = await order('33.333333333333333333', secondPayee)
    await chain.testClient.setBalance({ address: hotWallet, value: 0n })
    try {
      const first = await payWithdrawalsOnce(ctx)
      const refusal = (await database.db.selectFrom('withdraw_orders').select(['status', 'node_refusal']).where('id', '=', String(placed.id)).executeTakeFirstOrThrow())
      expect(refusal.status).toBe(2)
      expect(refusal.node_refusal).toMatch(/insufficient funds/i)
      expect(first.refused).toEqual([{ order: String(placed.id), reason: refusal.node_refusal }])
      // The same refusal again is kept, not told again.
      expect((await payWithdrawalsOnce(ctx)).refused).toEqual([])
      const listed = (await app.inject({ method: 'GET', url: '/api/admin/withdraw/list?status=2&page=1&page_size=20', headers: { authorization: admin } })).json().data.list
      expect(listed.find((row: { id: number }) => row.id === placed.id)).toMatchObject({ node_refusal: refusal.node_refusal })
    } finally {
      await chain.testClient.setBalance({ address: hotWallet, value: gas })
    }
    const sending = await database.db.selectFrom('withdraw_orders').select(['id', 'node_refusal']).where('status', '=', 2).where('id', '=', String(placed.id)).executeTakeFirstOrThrow()
    for (let pass = 0; pass < 3; pass++) await payWithdrawalsOnce(ctx)
    expect(await database.db.selectFrom('withdraw_orders').select(['status', 'node_refusal']).where('id', '=', sending.id).executeTakeFirstOrThrow()).toEqual({ status: 3, node_refusal: null })
    // 33.333333333333333333 less the fee the user was told; exact to the base unit.
    const { fee } = await database.db.selectFrom('withdraw_orders').select('fee').where('id', '=', sending.id).executeTakeFirstOrThrow()
    expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 33_333_333_333_333_333_333n - BigInt(fee))
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  describe('a payout the network prices out', () => {
    let replacing: WalletContext
    const hashesOf = async (id: number) =>
      database.db.selectFrom('withdraw_orders').select(['status', 'tx_hash', 'raw_tx', 'replaced_tx_hashes']).where('id', '=', String(id)).executeTakeFirstOrThrow()
    /** Mines one block whose base fee is far above what the stored payout offers, so it stays out. */
    const priceOut = async (id: number) => {
      const { tx_hash } = await hashesOf(id)
      const offered = (await chain.publicClient.getTransaction({ hash: tx_hash as Hex })).gasPrice ?? 0n
      await chain.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: offered * 4n })
      await chain.testClient.mine({ blocks: 1 })
      expect(await chain.publicClient.getTransactionReceipt({ hash: tx_hash as Hex }).catch(() => undefined)).toBeUndefined()
    }
    /** An order of 50 whose payout the payer has signed, stored and broadcast (not mined: no automine). */
    const placeAndSend = async () => {
      const placed = await order('50', secondPayee)
      await payWithdrawalsOnce(replacing)
      return { placed, first: await hashesOf(placed.id) }
    }
    /** Prices the stored payout out, and lets the payer replace it. */
    const priceOutAndReplace = async (id: number) => {
      await priceOut(id)
      await payWithdrawalsOnce(replacing)
      return hashesOf(id)
    }
    beforeAll(async () => {
      replacing = createWalletContext({ db: database.db, config: testConfig({ ...env, WITHDRAW_REPLACE_AFTER_SECONDS: '0' }), chain: chain.devnet.deployment.chain })
      await chain.testClient.setAutomine(false)
    })
    afterAll(async () => {
      await chain.testClient.setAutomine(true)
    })

    it('is signed again with the same nonce at a higher price, and paid once', async () => {
      const payeeBefore = await chain.balanceOf('USDT', secondPayee)
      const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
      const { placed, first } = await placeAndSend()
      const replaced = await priceOutAndReplace(placed.id)
      expect(replaced.replaced_tx_hashes).toEqual([first.tx_hash])
      expect(replaced.tx_hash).not.toBe(first.tx_hash)
      await chain.testClient.mine({ blocks: 1 })
      await payWithdrawalsOnce(replacing)
      const settled = await hashesOf(placed.id)
      expect(settled).toMatchObject({ status: 3, tx_hash: replaced.tx_hash })
      expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore + 1)
      expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 49n * e18)
      expect((await checkLedger(database.db)).problems).toEqual([])
    })

    it('settles by the earlier payout when that one is mined instead of its replacement', async () => {
      const payeeBefore = await chain.balanceOf('USDT', secondPayee)
      const { placed, first } = await placeAndSend()
      const replaced = await priceOutAndReplace(placed.id)
      // The node forgets the replacement and the first payout comes back, as from another node's pool.
      await chain.testClient.dropTransaction({ hash: replaced.tx_hash as Hex })
      await chain.testClient.setNextBlockBaseFeePerGas({ baseFeePerGas: 1n })
      await chain.publicClient.sendRawTransaction({ serializedTransaction: first.raw_tx as Hex })
      await chain.testClient.mine({ blocks: 1 })
      await payWithdrawalsOnce(replacing)
      expect(await hashesOf(placed.id)).toMatchObject({ status: 3, tx_hash: first.tx_hash })
      expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 49n * e18)
      expect((await checkLedger(database.db)).problems).toEqual([])
    })

    it('is paid on a fresh nonce once a hand-made transfer from the hot wallet took its nonce', async () => {
      const payeeBefore = await chain.balanceOf('USDT', secondPayee)
      const { placed, first } = await placeAndSend()
      const { nonce, gasPrice } = await chain.publicClient.getTransaction({ hash: first.tx_hash as Hex })
      await chain.testClient.dropTransaction({ hash: first.tx_hash as Hex })
      const byHand = await hotWalletAccount.signTransaction({ chainId: chain.devnet.deployment.chain.chainId, type: 'legacy', to: payee, value: 1n, gas: 21_000n, gasPrice, nonce })
      await chain.publicClient.sendRawTransaction({ serializedTransaction: byHand })
      await payWithdrawalsOnce(replacing)
      expect((await hashesOf(placed.id)).replaced_tx_hashes).toEqual([])
      await chain.testClient.mine({ blocks: 1 })
      await payWithdrawalsOnce(replacing)
      const resigned = await hashesOf(placed.id)
      expect(resigned.replaced_tx_hashes).toEqual([first.tx_hash])
      expect((await chain.publicClient.getTransaction({ hash: resigned.tx_hash as Hex })).nonce).toBe(nonce + 1)
      await chain.testClient.mine({ blocks: 1 })
      await payWithdrawalsOnce(replacing)
      expect(await hashesOf(placed.id)).toMatchObject({ status: 3, tx_hash: resigned.tx_hash })
      expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 49n * e18)
      expect((await checkLedger(database.db)).problems).toEqual([])
    })
  })

  it("pays through a remote signer: anvil's eth_signTransaction for the hot wallet, no key in this process", async () => {
    const remote = createWalletContext({ db: database.db, config: testConfig({ ...env, SIGNER_URL: chain.devnet.rpcUrl, HOT_WALLET_ADDRESS: hotWallet }), chain: chain.devnet.deployment.chain })
    expect(remote.signer).toMatchObject({ kind: 'remote', address: hotWallet })
    expect(remote.config.hotWallet?.signer).toEqual({ kind: 'remote', url: chain.devnet.rpcUrl })
    const user = await depositor(6)
    const payeeBefore = await chain.balanceOf('USDT', secondPayee)
    const placed = await order('33.333333333333333333', secondPayee, user)
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
    for (let pass = 0; pass < 3; pass++) await payWithdrawalsOnce(remote)
    const settled = await statusOf(placed.id)
    expect(settled.status).toBe(3)
    // The fee stays with custody; the rest left, once, signed by the hot wallet.
    const { fee } = await database.db.selectFrom('withdraw_orders').select('fee').where('id', '=', String(placed.id)).executeTakeFirstOrThrow()
    expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 33_333_333_333_333_333_333n - BigInt(fee))
    expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore + 1)
    expect((await chain.publicClient.getTransaction({ hash: settled.tx_hash as Hex })).from.toLowerCase()).toBe(hotWallet.toLowerCase())
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('keeps the ledger invariant: custody = deposits − payouts', async () => {
    const before = await usdtTotals()
    // What moves here: a deposit of 1000 in, then 50 paid out of it less the fee of 1.
    const user = await depositor(5)
    const placed = await order('50', payee, user)
    for (let pass = 0; pass < 3; pass++) await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(3)
    const result = await checkLedger(database.db)
    expect(result.problems).toEqual([])
    expect(result.tokens.find((t) => t.token_id === 2)).toMatchObject({ fees: before.fees + e18, custody: before.custody - 1000n * e18 + 49n * e18 })
  })
})
