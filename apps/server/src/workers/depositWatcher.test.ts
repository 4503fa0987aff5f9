import { testAccounts } from '@hapdex/chain/accounts'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger, type LedgerCheckResult } from '../modules/wallet/ledgerCheck.ts'
import { createWalletContext, type WalletContext } from '../modules/wallet/walletContext.ts'
import { startTestDevnet, type TestDevnet } from '../modules/wallet/walletDevnet.ts'
import { e18, walletTestApp } from '../test/walletTestKit.ts'
import { account, signIn } from '../test/signIn.ts'
import { testConfig } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { watchDepositsOnce } from './depositWatcher.ts'

const env = { DEPOSIT_CONFIRMATIONS: '2', ADMIN_ADDRESSES: account(3).address }

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

  const entryMark = (tx_hash: string, auth = authorization) => app.inject({ method: 'POST', url: '/api/wallet/entry-mark', headers: { authorization: auth }, payload: { tx_hash } })
  const usdt = async (auth: string) => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: auth } })).json().data.usable as string
  const usdtTotals = (result: LedgerCheckResult) => result.tokens.find((t) => t.token_id === 2) ?? { users: 0n, held: 0n, custody: 0n }

  /** A key of the test's own that has never signed up, with gas and 100 of each token given to it. */
  const newKey = async (tokens: readonly string[] = ['USDT']) => {
    const key = privateKeyToAccount(generatePrivateKey())
    await chain.testClient.setBalance({ address: key.address, value: e18 })
    for (const symbol of tokens) await chain.sendToken(account(1), symbol, key.address, 100n * e18)
    return key
  }
  /** A user of the test's own: what its balance and bills show is only what the test sent. */
  const newUser = async (tokens?: readonly string[]) => {
    const key = await newKey(tokens)
    return { key, auth: await signIn(app, key) }
  }
  /** Two deposits held for review, reported in this order: 4 from a key never signed up, 1 (below the minimum) from a user. */
  const heldPair = async () => {
    const user = await newUser()
    const stranger = await newKey()
    const fromStranger = await chain.sendToken(stranger, 'USDT', receiver, 4n * e18)
    const belowMinimum = await chain.sendToken(user.key, 'USDT', receiver, 1n * e18)
    await chain.testClient.mine({ blocks: 1 })
    const marks = [(await entryMark(fromStranger)).json(), (await entryMark(belowMinimum, user.auth)).json()]
    return { user, stranger, fromStranger, belowMinimum, marks }
  }

  it('gives the hot wallet as receiving address of a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/wallet/get-receiver', headers: { authorization }, payload: { chain_parent_id: 13, token_id: 2 } })
    expect(response.json().data).toEqual({ address: testAccounts[9]?.address, token_id: 2, contract: chain.token('USDT'), min_amount: '2' })
    const other = await app.inject({ method: 'POST', url: '/api/wallet/get-receiver', headers: { authorization }, payload: { chain_parent_id: 12, token_id: 2 } })
    expect(other.json().error).toBe('wallet.chain_unsupported')
  })

  it('waits for confirmations, then credits once despite 20 entry-marks and the watcher', async () => {
    const user = await newUser()
    const hash = await chain.sendToken(user.key, 'USDT', receiver, 10n * e18)
    expect((await entryMark(hash, user.auth)).json().data.list).toEqual([{ log_index: expect.any(Number), token_id: 2, amount: '10', status: 'pending' }])
    expect(await usdt(user.auth)).toBe('0')
    await chain.testClient.mine({ blocks: 1 })
    const marks = await Promise.all(Array.from({ length: 20 }, () => entryMark(hash, user.auth)))
    await watchDepositsOnce(ctx)
    expect(marks.every((mark) => mark.json().data.list[0].status === 'credited')).toBe(true)
    expect(await usdt(user.auth)).toBe('10')
    await watchDepositsOnce(ctx)
    expect(await usdt(user.auth)).toBe('10')
    const bills = (await app.inject({ method: 'GET', url: '/api/wallet/record/list?type_arr=[0]', headers: { authorization: user.auth } })).json().data.list
    expect(bills).toHaveLength(1)
    expect(bills[0]).toMatchObject({ behavior: 1, usable_change: '10', tx_hash: hash, counterparty: user.key.address })
  })

  it('credits what the watcher finds without any entry-mark', async () => {
    const user = await newUser()
    await chain.sendToken(user.key, 'USDT', receiver, 3n * e18)
    await chain.testClient.mine({ blocks: 1 })
    await watchDepositsOnce(ctx)
    expect(await usdt(user.auth)).toBe('3')
  })

  it('never credits a transfer to another address or of an unsupported token', async () => {
    const user = await newUser(['USDT', 'FOT'])
    const elsewhere = await chain.sendToken(user.key, 'USDT', account(2).address, 5n * e18)
    const otherToken = await chain.sendToken(user.key, 'FOT', receiver, 5n * e18)
    await chain.testClient.mine({ blocks: 2 })
    for (const hash of [elsewhere, otherToken]) expect((await entryMark(hash, user.auth)).json().error).toBe('wallet.tx_no_deposit')
    await watchDepositsOnce(ctx)
    expect(await usdt(user.auth)).toBe('0')
  })

  it('never credits a reverted transaction', async () => {
    const user = await newUser()
    const reverted = await chain.sendToken(user.key, 'USDT', receiver, 10n ** 30n, 100_000n)
    await chain.testClient.mine({ blocks: 2 })
    expect((await entryMark(reverted, user.auth)).json()).toMatchObject({ code: 400, error: 'wallet.tx_failed' })
    await watchDepositsOnce(ctx)
    expect(await usdt(user.auth)).toBe('0')
  })

  it('never credits a log from a block that was reorged away', async () => {
    const user = await newUser()
    const snapshot = await chain.testClient.snapshot()
    const orphan = await chain.sendToken(user.key, 'USDT', receiver, 7n * e18)
    expect((await entryMark(orphan, user.auth)).json().data.list[0].status).toBe('pending')
    await chain.testClient.revert({ id: snapshot })
    await chain.testClient.mine({ blocks: 3 })
    await watchDepositsOnce(ctx)
    expect((await entryMark(orphan, user.auth)).json().error).toBe('wallet.tx_not_found')
    expect(await usdt(user.auth)).toBe('0')
  })

  it('holds a deposit from an unregistered sender or below the minimum for review', async () => {
    const { user, fromStranger, belowMinimum, marks } = await heldPair()
    expect(marks[0].data.list[0].status).toBe('held')
    expect(marks[1].data.list[0].status).toBe('held')
    expect(await usdt(user.auth)).toBe('0')
    const held = await database.db.selectFrom('deposits').select(['hold_reason', 'amount']).where('status', '=', 'held').where('tx_hash', 'in', [fromStranger, belowMinimum]).orderBy('id').execute()
    expect(held.map((row) => row.hold_reason)).toEqual(['unregistered sender', 'below minimum deposit'])
  })

  it('keeps the ledger invariant: custody equals what arrived on chain', async () => {
    const before = usdtTotals(await checkLedger(database.db))
    // What arrives here: 13 credited to a user, 5 held from a key that never signed up.
    const user = await newUser()
    const stranger = await newKey()
    await chain.sendToken(user.key, 'USDT', receiver, 13n * e18)
    await chain.sendToken(stranger, 'USDT', receiver, 5n * e18)
    await chain.testClient.mine({ blocks: 1 })
    await watchDepositsOnce(ctx)
    const result = await checkLedger(database.db)
    expect(result.problems).toEqual([])
    expect(usdtTotals(result)).toMatchObject({ users: before.users + 13n * e18, held: before.held + 5n * e18, custody: before.custody - 18n * e18 })
  })
  describe('operators review held deposits', () => {
    let admin: string
    beforeAll(async () => {
      admin = await signIn(app, account(3))
    })
    const list = (auth: string) => app.inject({ method: 'GET', url: '/api/admin/deposit/list', headers: { authorization: auth } })
    const release = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/deposit/release', headers: { authorization: admin }, payload })
    /** The held deposits of these hashes, newest first: other tests hold deposits of their own. */
    const heldOf = async (...hashes: string[]) => ((await list(admin)).json().data.list as { id: number; tx_hash: string }[]).filter((deposit) => hashes.includes(deposit.tx_hash))
    const idOf = async (hash: string) => (await database.db.selectFrom('deposits').select('id').where('tx_hash', '=', hash).executeTakeFirstOrThrow()).id

    it('lists held deposits, newest first, to operators only', async () => {
      const counted = (await list(admin)).json().data
      const { user, stranger, fromStranger, belowMinimum } = await heldPair()
      expect((await list(user.auth)).json()).toMatchObject({ code: 403, error: 'forbidden' })
      const held = await heldOf(fromStranger, belowMinimum)
      expect(held).toMatchObject([
        { token: 'USDT', token_id: 2, amount: '1', from_address: user.key.address, status: 'held', hold_reason: 'below minimum deposit', user_address: user.key.address },
        { token: 'USDT', token_id: 2, amount: '4', from_address: stranger.address, status: 'held', hold_reason: 'unregistered sender', user_address: '' },
      ])
      expect((await list(admin)).json().data).toMatchObject({ total: counted.total + 2, counts: { held: counted.counts.held + 2 } })
    })

    it('credits a held deposit exactly once to its sender once they have signed up', async () => {
      const { stranger: sender, fromStranger: hash } = await heldPair()
      const fromStranger = Number(await idOf(hash))
      expect((await release({ id: fromStranger })).json()).toMatchObject({ code: 400, error: 'wallet.user_unknown' })
      const strangerAuth = await signIn(app, sender)
      const answers = (await Promise.all(Array.from({ length: 5 }, () => release({ id: fromStranger })))).map((answer) => answer.json())
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1)
      expect(answers.filter((answer) => answer.error === 'wallet.deposit_state')).toHaveLength(4)
      expect(answers.find((answer) => answer.code === 200).data).toMatchObject({ status: 'credited', user_address: sender.address, amount: '4' })
      const info = await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: strangerAuth } })
      expect(info.json().data.usable).toBe('4')
      const bills = (await app.inject({ method: 'GET', url: '/api/wallet/record/list', headers: { authorization: strangerAuth } })).json().data.list
      expect(bills).toMatchObject([{ behavior: 1, usable_change: '4', counterparty: sender.address }])
      // One audit entry: the four refused releases rolled theirs back with them.
      const audit = await app.inject({ method: 'GET', url: `/api/admin/audit/list?target=deposit:${fromStranger}`, headers: { authorization: admin } })
      expect(audit.json().data.list).toMatchObject([
        { actor: account(3).address, action: 'deposit.release', before: { status: 'held', amount: '4', user_address: '' }, after: { status: 'credited', amount: '4', user_address: sender.address } },
      ])
    })

    it('credits the user the operator names, refuses unknown deposits, and keeps the invariant', async () => {
      const { user, belowMinimum: hash } = await heldPair()
      const belowMinimum = Number(await idOf(hash))
      const before = usdtTotals(await checkLedger(database.db))
      expect((await release({ id: 999_999 })).json()).toMatchObject({ code: 404, error: 'not_found' })
      expect((await release({ id: belowMinimum, address: user.key.address.toLowerCase() })).json().data).toMatchObject({ status: 'credited', user_address: user.key.address })
      expect(await usdt(user.auth)).toBe('1')
      expect(await heldOf(hash)).toEqual([])
      const result = await checkLedger(database.db)
      expect(result.problems).toEqual([])
      // The release moves held into the user's balance; nothing new arrived on chain.
      expect(usdtTotals(result)).toMatchObject({ users: before.users + 1n * e18, held: before.held - 1n * e18, custody: before.custody })
    })
  })
})
