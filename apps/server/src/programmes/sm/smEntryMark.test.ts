import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { startTestDevnet, type TestDevnet } from '../../modules/wallet/walletDevnet.ts'
import { programmeTestApp } from '../../test/programmeTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { e18, signInUsers } from '../../test/walletTestKit.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { expectedFee } from './smTestKit.ts'

const USDT = 2
const HAP = 1
const ADMIN = 0
const env = { DEPOSIT_CONFIRMATIONS: '2', ADMIN_ADDRESSES: account(ADMIN).address }
/** Fees that do not divide: the transfer must carry the discounted fee to the base unit. */
const USDT_FEE = 3_333_333_333_333_333_333n
const HAP_FEE = 7_777_777_777_777_777_777n
const outcome = (answer: { json(): { error?: string } }) => answer.json().error ?? 'ok'

describe.each(testDatabases)('member recruit paid on chain on $name with a real devnet', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let app: FastifyInstance
  let auth: string[]
  let ids: number[]
  let receiver: Address

  beforeAll(async () => {
    database = await create()
    chain = await startTestDevnet()
    ;({ app } = await programmeTestApp(database.db, env, new Date(), chain.devnet.deployment.chain))
    ;({ auth, ids } = await signInUsers(app, 5))
    const now = Date.now()
    const window = { begin_time: new Date(now - 3_600_000).toISOString(), end_time: new Date(now + 86_400_000).toISOString() }
    const saved = await post('/api/admin/programmes/sm', ADMIN, { config: { ...window, pay_amount: '3.333333333333333333', hap_pay_amount: '7.777777777777777777', hap_discount: '0.1' } })
    if (saved.statusCode !== 200) throw new Error(saved.body)
    receiver = (await app.inject({ method: 'GET', url: '/api/sm/config' })).json().data.receiver as Address
  })
  afterAll(async () => {
    await app.close()
    await chain?.stop()
    await database.drop()
  })

  const post = (url: string, i: number, payload: object) => app.inject({ method: 'POST', url, headers: { authorization: auth[i]! }, payload })
  const entryMark = (i: number, tx_hash: string) => post('/api/sm/entry-mark', i, { tx_hash })
  const usable = async (i: number, tokenId: number) => (await userBalances(database.db, ids[i]!)).get(tokenId)?.usable ?? 0n
  const confirm = () => chain.testClient.mine({ blocks: 1 })

  it('shows our receiving address and the token contracts for a payment on chain', async () => {
    const view = (await app.inject({ method: 'GET', url: '/api/sm/config' })).json().data
    expect(receiver).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(view).toMatchObject({ usdt_contract: chain.token('USDT'), hap_contract: chain.token('HAP'), timeStatus: 2, status: '1' })
  })

  it('waits for the watcher to confirm the transfer, then joins once for 20 parallel reports of its hash', async () => {
    const incomeBefore = await systemBalance(database.db, 'income', USDT)
    const hash = await chain.sendToken(account(1), 'USDT', receiver, USDT_FEE)
    expect((await entryMark(1, hash)).json()).toMatchObject({ code: 409, error: 'sm.deposit_pending' })
    expect(await usable(1, USDT)).toBe(0n)
    await confirm()
    const answers = await Promise.all(Array.from({ length: 20 }, () => entryMark(1, hash)))
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500)
    expect(answers.map(outcome).filter((result) => result === 'ok')).toHaveLength(1)
    expect(answers.map(outcome).filter((result) => result !== 'ok').every((result) => result === 'sm.hash_used' || result === 'sm.already_joined')).toBe(true)
    expect(answers.find((answer) => answer.statusCode === 200)?.json().data).toEqual({ pay_type: 0, pay_amount: '3.333333333333333333', pay_token: 'USDT', discount: '0' })
    // Credited by the watcher's ingestion, then charged: nothing left over, nothing charged twice.
    expect(await usable(1, USDT)).toBe(0n)
    expect((await systemBalance(database.db, 'income', USDT)) - incomeBefore).toBe(USDT_FEE)
    expect((await entryMark(2, hash)).json()).toMatchObject({ code: 409, error: 'sm.hash_used' })
  })

  it('refuses a transfer to another address, another sender\'s transfer and a reverted one; nothing joins', async () => {
    const elsewhere = await chain.sendToken(account(2), 'USDT', account(3).address, USDT_FEE)
    const othersTransfer = await chain.sendToken(account(3), 'USDT', receiver, USDT_FEE)
    const reverted = await chain.sendToken(account(2), 'USDT', receiver, 10n ** 30n, 100_000n)
    await chain.testClient.mine({ blocks: 2 })
    expect((await entryMark(2, elsewhere)).json()).toMatchObject({ code: 400, error: 'wallet.tx_no_deposit' })
    expect((await entryMark(2, othersTransfer)).json()).toMatchObject({ code: 400, error: 'sm.hash_not_yours' })
    expect((await entryMark(2, reverted)).json()).toMatchObject({ code: 400, error: 'wallet.tx_failed' })
    expect((await app.inject({ method: 'GET', url: '/api/sm/config', headers: { authorization: auth[2]! } })).json().data.status).toBe('1')
  })

  it('refuses a transfer of the wrong amount, leaving it on the balance, then joins by the HAP fee with its discount', async () => {
    // Account 4, which no other test joins: the refusals' test asks that account 2 has not joined.
    const incomeBefore = await systemBalance(database.db, 'income', HAP)
    const wrong = await chain.sendToken(account(4), 'USDT', receiver, USDT_FEE - 1n)
    await confirm()
    expect((await entryMark(4, wrong)).json()).toMatchObject({ code: 400, error: 'sm.deposit_mismatch' })
    expect(await usable(4, USDT)).toBe(USDT_FEE - 1n)
    const fee = expectedFee(HAP_FEE, '0.1')
    expect(fee).toBe(7n * e18)
    const paid = await chain.sendToken(account(4), 'HAP', receiver, fee)
    await confirm()
    expect((await entryMark(4, paid)).json().data).toEqual({ pay_type: 1, pay_amount: '7', pay_token: 'HAP', discount: '0.1' })
    expect(await usable(4, HAP)).toBe(0n)
    expect(await usable(4, USDT)).toBe(USDT_FEE - 1n)
    expect((await entryMark(4, paid)).json().error).toBe('sm.hash_used')
    expect((await systemBalance(database.db, 'income', HAP)) - incomeBefore).toBe(fee)
  })

  it('keeps the ledger balanced', async () => {
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
