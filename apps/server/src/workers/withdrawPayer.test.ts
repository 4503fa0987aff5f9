import { testAccounts } from '@hapdex/chain/accounts'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { creditForTest, e18, signAction, userIdOf, walletTestApp } from '../test/walletTestKit.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

const env = { ADMIN_ADDRESSES: account(3).address }
const payee: Address = '0x000000000000000000000000000000000000bEEF'
const secondPayee: Address = '0x000000000000000000000000000000000000cafE'
const hotWallet = testAccounts[9]?.address as Address
const hotWalletAccount = privateKeyToAccount(testAccounts[9]?.privateKey ?? '0x')

describe.each(testDatabases)('withdrawal payer on $name with a real devnet', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let app: FastifyInstance
  let ctx: WalletContext
  let user: string
  let admin: string

  beforeAll(async () => {
    database = await create()
    chain = await startTestDevnet()
    app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    ctx = createWalletContext({ db: database.db, config: testConfig(env), chain: chain.devnet.deployment.chain })
    user = await signIn(app, account(1))
    admin = await signIn(app, account(3))
    // A real deposit funds the user, so the ledger's custody matches the chain.
    const hash = await chain.sendToken(account(1), 'USDT', hotWallet, 1000n * e18)
    await app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: user }, payload: { tx_hash: hash } })
  })
  afterAll(async () => {
    await app.close()
    await chain?.stop()
    await database.drop()
  })

  const order = async (amount: string, address: string) => {
    const params = { chain_id: 13 as const, token_id: 2, amount, address }
    const signed = await signAction(app, user, account(1), 'Withdraw Order', withdrawOrderSignedParams(params))
    const response = await app.inject({ method: 'POST', url: '/api/withdraw/order', headers: { authorization: user }, payload: { ...params, ...signed } })
    return response.json().data as { id: number; status: number }
  }
  const statusOf = async (id: number) =>
    (await database.db.selectFrom('withdraw_orders').select(['status', 'tx_hash']).where('id', '=', String(id)).executeTakeFirstOrThrow())
  const usdt = async () => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: user } })).json().data

  it('pays once after a crash between storing the signed payout and broadcasting it', async () => {
    const placed = await order('100', payee)
    expect(placed.status).toBe(1)
    const nonceBefore = await chain.publicClient.getTransactionCount({ address: hotWallet })
    await expect(payWithdrawalsOnce(ctx, { afterPersist: () => Promise.reject(new Error('crash')) })).rejects.toThrow('crash')
    expect(await chain.balanceOf('USDT', payee)).toBe(0n)
    expect((await statusOf(placed.id)).status).toBe(2)

    for (let pass = 0; pass < 4; pass++) await payWithdrawalsOnce(ctx)
    expect(await chain.balanceOf('USDT', payee)).toBe(99n * e18)
    expect(await chain.publicClient.getTransactionCount({ address: hotWallet })).toBe(nonceBefore + 1)
    const settled = await statusOf(placed.id)
    expect(settled.status).toBe(3)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: settled.tx_hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await usdt()).toMatchObject({ usable: '900', frozen: '0' })
  })

  it('waits for an operator above the threshold, and refunds a payout that reverts', async () => {
    // More than the hot wallet holds, so the approved payout reverts on chain.
    await creditForTest(database.db, await userIdOf(app, user), 2, 5_000_000n * e18, 'big')
    const placed = await order('3000000', payee)
    expect(placed.status).toBe(0)
    await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(0)
    const approved = await app.inject({ method: 'POST', url: '/api/admin/withdraw/approve', headers: { authorization: admin }, payload: { id: placed.id } })
    expect(approved.json().data).toMatchObject({ status: 1, user_address: account(1).address })
    for (let pass = 0; pass < 3; pass++) await payWithdrawalsOnce(ctx)
    expect((await statusOf(placed.id)).status).toBe(4)
    expect(await usdt()).toMatchObject({ usable: '5000900', frozen: '0' })
    expect(await chain.balanceOf('USDT', payee)).toBe(99n * e18)
  })

  it("keeps the node's reason while it refuses a payout (the hot wallet has no gas), tells operators, and pays once it has gas", async () => {
    const gas = await chain.publicClient.getBalance({ address: hotWallet })
    const payeeBefore = await chain.balanceOf('USDT', secondPayee)
    await chain.testClient.setBalance({ address: hotWallet, value: 0n })
    try {
      const placed = await order('33.333333333333333333', secondPayee)
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
    const sending = await database.db.selectFrom('withdraw_orders').select(['id', 'node_refusal']).where('status', '=', 2).executeTakeFirstOrThrow()
    for (let pass = 0; pass < 3; pass++) await payWithdrawalsOnce(ctx)
    expect(await database.db.selectFrom('withdraw_orders').select(['status', 'node_refusal']).where('id', '=', sending.id).executeTakeFirstOrThrow()).toEqual({ status: 3, node_refusal: null })
    // 33.333333333333333333 less the fee the user was told; exact to the base unit.
    const { fee } = await database.db.selectFrom('withdraw_orders').select('fee').where('id', '=', sending.id).executeTakeFirstOrThrow()
    expect(await chain.balanceOf('USDT', secondPayee)).toBe(payeeBefore + 33_333_333_333_333_333_333n - BigInt(fee))
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
    })
  })

  it('keeps the ledger invariant: custody = deposits − payouts', async () => {
    const result = await checkLedger(database.db)
    expect(result.problems).toEqual([])
    expect(result.tokens.find((t) => t.token_id === 2)).toMatchObject({ fees: 5n * e18, custody: -(1000n + 5_000_000n - 99n - 3n * 49n) * e18 + (33_333_333_333_333_333_333n - e18) })
  })
})
