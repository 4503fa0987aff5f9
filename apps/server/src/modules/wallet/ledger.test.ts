import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { ensureUser } from '../user/user.service.ts'
import { ledgerItem, postLedgerItems, postLedgerTransaction, userBalances, type LedgerGuard, type Posting } from './ledger.ts'
import { createLedgerPoster } from './ledgerBatch.ts'
import { checkLedger } from './ledgerCheck.ts'
import { creditForTest } from '../../test/walletTestKit.ts'

const USDT = 2

describe.each(testDatabases)('ledger posting (ledger_post) on $name', ({ create }) => {
  let database: TestDatabase
  let db: Db

  beforeAll(async () => {
    database = await create()
    db = database.db
  })
  afterAll(() => database.drop())

  /** Alice with 100 and bob with 5, of the test `tag`'s own: the tests move them and assert what is left. */
  const aliceAndBob = async (tag: number) => {
    const user = async (name: string) => (await ensureUser(db, `0x${name}${tag.toString(16).padStart(38, '0')}`)).user.id
    const alice = await user('a1')
    const bob = await user('b0')
    await creditForTest(db, alice, USDT, 100n, `ledger-alice-${tag}`)
    await creditForTest(db, bob, USDT, 5n, `ledger-bob-${tag}`)
    return { alice, bob }
  }
  const usable = async (userId: number) => (await userBalances(db, userId)).get(USDT)?.usable ?? 0n
  const post = (key: string, postings: Posting[], extra: Parameters<typeof postLedgerTransaction>[2] = {}) =>
    db.transaction().execute((trx) => postLedgerTransaction(trx, { idempotencyKey: key, kind: 'test', postings }, extra))

  it('moves, writes entries and bills, and posts a key once', async () => {
    const { alice, bob } = await aliceAndBob(1)
    const postings: Posting[] = [
      { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: -10n },
      { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount: 9n },
      { owner: 'system', purpose: 'fees', tokenId: USDT, amount: 1n },
    ]
    const bills = [{ userId: bob, tokenId: USDT, behavior: 5 as const, amount: 9n, usableChange: 9n, counterparty: 'x' }]
    const id = await post('ledger-1', postings, { bills })
    expect(id).toBeDefined()
    expect(await post('ledger-1', postings, { bills })).toBeUndefined()
    expect([await usable(alice), await usable(bob)]).toEqual([90n, 14n])
    const entries = await db.selectFrom('ledger_entries').select('amount').where('transaction_id', '=', id ?? '').execute()
    expect(entries.map((entry) => BigInt(entry.amount)).sort()).toEqual([-10n, 1n, 9n])
    const billRows = await db.selectFrom('bills').selectAll().where('transaction_id', '=', id ?? '').execute()
    expect(billRows).toMatchObject([{ user_id: bob, behavior: 5, type: 2, counterparty: 'x' }])
  })

  it('writes nothing when a later debit in lock order is not covered', async () => {
    const { alice, bob } = await aliceAndBob(2)
    // Two debits: alice's is covered, bob's (balance 5) is not; whichever runs first, nothing stays.
    const postings: Posting[] = [
      { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: -1n },
      { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount: -50n },
      { owner: 'system', purpose: 'fees', tokenId: USDT, amount: 51n },
    ]
    await expect(post('ledger-2', postings)).rejects.toMatchObject({ key: 'wallet.insufficient_balance' })
    expect([await usable(alice), await usable(bob)]).toEqual([100n, 5n])
    expect(await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'ledger-2').execute()).toEqual([])
  })

  it('posts nothing when the guard nonce is unknown', async () => {
    const { alice, bob } = await aliceAndBob(3)
    const postings: Posting[] = [
      { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: -1n },
      { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount: 1n },
    ]
    const guard: LedgerGuard = { consumption: { nonce: 'unknown', userId: alice, expiresAt: new Date(Date.now() + 60_000).toISOString() }, error: () => new Error('guard refused') }
    await expect(db.transaction().execute((trx) => postLedgerTransaction(trx, { idempotencyKey: 'ledger-3', kind: 'test', postings, guard }))).rejects.toThrow(
      'guard refused',
    )
    expect(await usable(alice)).toBe(100n)
  })

  it('answers each item of a batch on its own, later items seeing earlier ones', async () => {
    const { alice, bob } = await aliceAndBob(4)
    const [aliceBefore, bobBefore] = [await usable(alice), await usable(bob)]
    const move = (key: string, from: number, to: number, amount: bigint) =>
      ledgerItem({
        idempotencyKey: key,
        kind: 'test',
        postings: [
          { owner: 'user', userId: from, purpose: 'usable', tokenId: USDT, amount: -amount },
          { owner: 'user', userId: to, purpose: 'usable', tokenId: USDT, amount },
        ],
      })
    const results = await postLedgerItems(db, [
      move('batch-1', bob, alice, bobBefore), // empties bob
      move('batch-2', bob, alice, 1n), // so this one is not covered
      move('batch-1', alice, bob, 1n), // a key already posted
      move('batch-3', alice, bob, aliceBefore + 1n), // covered only thanks to batch-1
    ])
    expect(results.map((result) => result.status)).toEqual(['posted', 'insufficient', 'duplicate', 'posted'])
    expect([await usable(alice), await usable(bob)]).toEqual([bobBefore - 1n, aliceBefore + 1n])
    const keys = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'batch-%').execute()
    expect(keys.map((row) => row.idempotency_key).sort()).toEqual(['batch-1', 'batch-3'])
  })

  it('batches concurrent posts and never overdraws', async () => {
    const poster = createLedgerPoster(db)
    const carol = (await ensureUser(db, '0x00000000000000000000000000000000000000c0')).user.id
    await creditForTest(db, carol, USDT, 100n, 'ledger-carol')
    const attempts = Array.from({ length: 30 }, (_, i) =>
      poster
        .post({
          idempotencyKey: `poster-${i}`,
          kind: 'test',
          postings: [
            { owner: 'user', userId: carol, purpose: 'usable', tokenId: USDT, amount: -10n },
            { owner: 'system', purpose: 'fees', tokenId: USDT, amount: 10n },
          ],
        })
        .then(
          () => 'posted',
          (error: unknown) => (error as { key?: string }).key,
        ),
    )
    const outcomes = await Promise.all(attempts)
    expect(outcomes.filter((outcome) => outcome === 'posted')).toHaveLength(10)
    expect(outcomes.filter((outcome) => outcome === 'wallet.insufficient_balance')).toHaveLength(20)
    expect(await usable(carol)).toBe(0n)
  })

  it('posts the good items of a batch that fails as a whole, one by one', async () => {
    const { alice, bob } = await aliceAndBob(5)
    const poster = createLedgerPoster(db)
    const move = (key: string, from: Posting, amount: bigint) =>
      poster.post({
        idempotencyKey: key,
        kind: 'test',
        postings: [{ ...from, amount: -amount }, { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount }],
      })
    // 10^80 overflows bob's numeric(78, 0) balance: an error that fails the whole batch.
    const [good, bad] = await Promise.allSettled([
      move('fallback-good', { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: 0n }, 1n),
      move('fallback-bad', { owner: 'system', purpose: 'custody', tokenId: USDT, amount: 0n }, 10n ** 80n),
    ])
    expect(good).toMatchObject({ status: 'fulfilled', value: expect.any(String) })
    expect(bad.status).toBe('rejected')
    const keys = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'fallback-%').execute()
    expect(keys.map((row) => row.idempotency_key)).toEqual(['fallback-good'])
  })

  it('reports a bill, entry or account whose references are missing (they have no foreign keys)', async () => {
    expect((await checkLedger(db)).problems).toEqual([])
    const [transaction] = await db.selectFrom('ledger_transactions').select('id').limit(1).execute()
    const orphan = await db
      .insertInto('bills')
      .values({ transaction_id: transaction?.id ?? '0', user_id: 999_999, token_id: USDT, behavior: 5, type: 2, amount: '1', usable_change: '1' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await checkLedger(db)).problems).toEqual([`bill ${orphan.id} refers to a missing transaction, account, user or token`])
    await db.deleteFrom('bills').where('id', '=', orphan.id).execute()
    const account = await db.insertInto('ledger_accounts').values({ owner_kind: 'system', owner_id: 0, token_id: 999, purpose: 'fees', balance: '0' }).returning('id').executeTakeFirstOrThrow()
    expect((await checkLedger(db)).problems).toEqual([`account ${account.id} refers to a missing transaction, account, user or token`])
    await db.deleteFrom('ledger_accounts').where('id', '=', account.id).execute()
  })
})
