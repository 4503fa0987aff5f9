import { testAccounts } from '@hapdex/chain/accounts'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { e18, walletTestApp } from '../test/walletTestKit.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { watchDepositsOnce } from './depositWatcher.ts'

const env = { DEPOSIT_CONFIRMATIONS: '2', ADMIN_ADDRESSES: account(3).address }
const stranger = privateKeyToAccount(testAccounts[5]?.privateKey ?? '0x')

describe.each(testDatabases)('deposits on $name with a real devnet', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let app: FastifyInstance
  let ctx: WalletContext
  let authorization: string
  let receiver: Address

  beforeAll(async () => {
    database = await create()
    // An operator's minimum deposit of 2 USDT (the seed has none for USDT since 0018): the
    // below-minimum hold is about the rule, not about a seeded number.
    await database.db.updateTable('tokens').set({ min_deposit: (2n * 10n ** 18n).toString() }).where('id', '=', 2).execute()
    chain = await startTestDevnet()
    app = await walletTestApp(database.db, env, chain.devnet.deployment.chain)
    ctx = createWalletContext({ db: database.db, config: testConfig(env), chain: chain.devnet.deployment.chain })
    receiver = ctx.depositAddress as Address
    authorization = await signIn(app, account(1))
  })
  afterAll(async () => {
    await app.close()
    await chain?.stop()
    await database.drop()
  })

  const entryMark = (tx_hash: string) => app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization }, payload: { tx_hash } })
  const usdt = async () => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization } })).json().data.usable as string

  it('gives the hot wallet as receiving address of a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/wallet/get-receiver', headers: { authorization }, payload: { chain_parent_id: 13, token_id: 2 } })
    expect(response.json().data).toEqual({ address: testAccounts[9]?.address, token_id: 2, contract: chain.token('USDT'), min_amount: '2' })
    const other = await app.inject({ method: 'POST', url: '/api/wallet/get-receiver', headers: { authorization }, payload: { chain_parent_id: 12, token_id: 2 } })
    expect(other.json().error).toBe('wallet.chain_unsupported')
  })

  it('waits for confirmations, then credits once despite 20 entry-marks and the watcher', async () => {
    const hash = await chain.sendToken(account(1), 'USDT', receiver, 10n * e18)
    expect((await entryMark(hash)).json().data.list).toEqual([{ log_index: expect.any(Number), token_id: 2, amount: '10', status: 'pending' }])
    expect(await usdt()).toBe('0')
    await chain.testClient.mine({ blocks: 1 })
    const marks = await Promise.all(Array.from({ length: 20 }, () => entryMark(hash)))
    await watchDepositsOnce(ctx)
    expect(marks.every((mark) => mark.json().data.list[0].status === 'credited')).toBe(true)
    expect(await usdt()).toBe('10')
    await watchDepositsOnce(ctx)
    expect(await usdt()).toBe('10')
    const bills = (await app.inject({ method: 'GET', url: '/api/wallet/record/list?type_arr=[0]', headers: { authorization } })).json().data.list
    expect(bills).toHaveLength(1)
    expect(bills[0]).toMatchObject({ behavior: 1, usable_change: '10', tx_hash: hash, counterparty: account(1).address })
  })

  it('credits what the watcher finds without any entry-mark', async () => {
    await chain.sendToken(account(1), 'USDT', receiver, 3n * e18)
    await chain.testClient.mine({ blocks: 1 })
    await watchDepositsOnce(ctx)
    expect(await usdt()).toBe('13')
  })

  it('never credits a transfer to another address or of an unsupported token', async () => {
    const elsewhere = await chain.sendToken(account(1), 'USDT', account(2).address, 5n * e18)
    const otherToken = await chain.sendToken(account(1), 'FOT', receiver, 5n * e18)
    await chain.testClient.mine({ blocks: 2 })
    for (const hash of [elsewhere, otherToken]) expect((await entryMark(hash)).json().error).toBe('wallet.tx_no_deposit')
    await watchDepositsOnce(ctx)
    expect(await usdt()).toBe('13')
  })

  it('never credits a reverted transaction', async () => {
    const reverted = await chain.sendToken(account(1), 'USDT', receiver, 10n ** 30n, 100_000n)
    await chain.testClient.mine({ blocks: 2 })
    expect((await entryMark(reverted)).json()).toMatchObject({ code: 400, error: 'wallet.tx_failed' })
    await watchDepositsOnce(ctx)
    expect(await usdt()).toBe('13')
  })

  it('never credits a log from a block that was reorged away', async () => {
    const snapshot = await chain.testClient.snapshot()
    const orphan = await chain.sendToken(account(1), 'USDT', receiver, 7n * e18)
    expect((await entryMark(orphan)).json().data.list[0].status).toBe('pending')
    await chain.testClient.revert({ id: snapshot })
    await chain.testClient.mine({ blocks: 3 })
    await watchDepositsOnce(ctx)
    expect((await entryMark(orphan)).json().error).toBe('wallet.tx_not_found')
    expect(await usdt()).toBe('13')
  })

  it('holds a deposit from an unregistered sender or below the minimum for review', async () => {
    const fromStranger = await chain.sendToken(stranger, 'USDT', receiver, 4n * e18)
    const belowMinimum = await chain.sendToken(account(1), 'USDT', receiver, 1n * e18)
    await chain.testClient.mine({ blocks: 1 })
    expect((await entryMark(fromStranger)).json().data.list[0].status).toBe('held')
    expect((await entryMark(belowMinimum)).json().data.list[0].status).toBe('held')
    expect(await usdt()).toBe('13')
    const held = await database.db.selectFrom('deposits').select(['hold_reason', 'amount']).where('status', '=', 'held').orderBy('id').execute()
    expect(held.map((row) => row.hold_reason)).toEqual(['unregistered sender', 'below minimum deposit'])
  })

  it('keeps the ledger invariant: custody equals what arrived on chain', async () => {
    const result = await checkLedger(database.db)
    expect(result.problems).toEqual([])
    const usdtTotals = result.tokens.find((t) => t.token_id === 2)
    expect(usdtTotals).toMatchObject({ users: 13n * e18, held: 5n * e18, custody: -18n * e18 })
  })
  describe('operators review held deposits', () => {
    let admin: string
    beforeAll(async () => {
      admin = await signIn(app, account(3))
    })
    const list = (auth: string) => app.inject({ method: 'GET', url: '/api/admin/deposit/list', headers: { authorization: auth } })
    const release = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/deposit/release', headers: { authorization: admin }, payload })
    const heldIds = async () => ((await list(admin)).json().data.list as { id: number }[]).map((deposit) => deposit.id)

    it('lists held deposits, newest first, to operators only', async () => {
      expect((await list(authorization)).json()).toMatchObject({ code: 403, error: 'forbidden' })
      const held = (await list(admin)).json().data.list
      expect(held).toMatchObject([
        { token: 'USDT', token_id: 2, amount: '1', from_address: account(1).address, status: 'held', hold_reason: 'below minimum deposit', user_address: account(1).address },
        { token: 'USDT', token_id: 2, amount: '4', from_address: stranger.address, status: 'held', hold_reason: 'unregistered sender', user_address: '' },
      ])
      expect((await list(admin)).json().data).toMatchObject({ total: 2, counts: { held: 2 } })
    })

    it('credits a held deposit exactly once to its sender once they have signed up', async () => {
      const [, fromStranger] = await heldIds()
      expect((await release({ id: fromStranger })).json()).toMatchObject({ code: 400, error: 'wallet.user_unknown' })
      const strangerAuth = await signIn(app, stranger)
      const answers = (await Promise.all(Array.from({ length: 5 }, () => release({ id: fromStranger })))).map((answer) => answer.json())
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1)
      expect(answers.filter((answer) => answer.error === 'wallet.deposit_state')).toHaveLength(4)
      expect(answers.find((answer) => answer.code === 200).data).toMatchObject({ status: 'credited', user_address: stranger.address, amount: '4' })
      const info = await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: strangerAuth } })
      expect(info.json().data.usable).toBe('4')
      const bills = (await app.inject({ method: 'GET', url: '/api/wallet/record/list', headers: { authorization: strangerAuth } })).json().data.list
      expect(bills).toMatchObject([{ behavior: 1, usable_change: '4', counterparty: stranger.address }])
      // One audit entry: the four refused releases rolled theirs back with them.
      const audit = await app.inject({ method: 'GET', url: `/api/admin/audit/list?target=deposit:${fromStranger}`, headers: { authorization: admin } })
      expect(audit.json().data.list).toMatchObject([
        { actor: account(3).address, action: 'deposit.release', before: { status: 'held', amount: '4', user_address: '' }, after: { status: 'credited', amount: '4', user_address: stranger.address } },
      ])
    })

    it('credits the user the operator names, refuses unknown deposits, and keeps the invariant', async () => {
      const [belowMinimum] = await heldIds()
      expect((await release({ id: 999_999 })).json()).toMatchObject({ code: 404, error: 'not_found' })
      expect((await release({ id: belowMinimum, address: account(1).address.toLowerCase() })).json().data).toMatchObject({ status: 'credited', user_address: account(1).address })
      expect(await usdt()).toBe('14')
      expect(await heldIds()).toEqual([])
      const result = await checkLedger(database.db)
      expect(result.problems).toEqual([])
      expect(result.tokens.find((t) => t.token_id === 2)).toMatchObject({ users: 18n * e18, held: 0n, custody: -18n * e18 })
    })
  })
})
