import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { ensureUser } from '../user/user.service.ts'
import { postLedgerTransaction, userBalances, type Posting, type SystemAccountIds } from './ledger.ts'
import { creditForTest } from './walletTestKit.ts'

const USDT = 2

describe.each(testDatabases)('one-statement ledger posting on $name', ({ create }) => {
  let database: TestDatabase
  let db: Db
  let alice = 0
  let bob = 0
  const systemAccounts: SystemAccountIds = new Map()

  beforeAll(async () => {
    database = await create()
    db = database.db
    alice = (await ensureUser(db, '0x00000000000000000000000000000000000000a1')).user.id
    bob = (await ensureUser(db, '0x00000000000000000000000000000000000000b0')).user.id
    await creditForTest(db, alice, USDT, 100n, 'ledger-alice')
    await creditForTest(db, bob, USDT, 5n, 'ledger-bob')
  })
  afterAll(() => database.drop())

  const usable = async (userId: number) => (await userBalances(db, userId)).get(USDT)?.usable ?? 0n
  const post = (key: string, postings: Posting[], extra: Parameters<typeof postLedgerTransaction>[2] = {}) =>
    db.transaction().execute((trx) => postLedgerTransaction(trx, { idempotencyKey: key, kind: 'test', postings }, { systemAccounts, ...extra }))

  it('moves, writes entries and bills, and posts a key once', async () => {
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
    // Two debits: alice's is covered, bob's (balance 14) is not; whichever runs first, nothing stays.
    const postings: Posting[] = [
      { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: -1n },
      { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount: -50n },
      { owner: 'system', purpose: 'fees', tokenId: USDT, amount: 51n },
    ]
    await expect(post('ledger-2', postings)).rejects.toMatchObject({ key: 'wallet.insufficient_balance' })
    expect([await usable(alice), await usable(bob)]).toEqual([90n, 14n])
    expect(await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'ledger-2').execute()).toEqual([])
  })

  it('runs the guard first and posts nothing when it matches no row', async () => {
    const postings: Posting[] = [
      { owner: 'user', userId: alice, purpose: 'usable', tokenId: USDT, amount: -1n },
      { owner: 'user', userId: bob, purpose: 'usable', tokenId: USDT, amount: 1n },
    ]
    const guard = { statement: sql`select 1 where false`, error: () => new Error('guard refused') }
    await expect(db.transaction().execute((trx) => postLedgerTransaction(trx, { idempotencyKey: 'ledger-3', kind: 'test', postings, guard }))).rejects.toThrow(
      'guard refused',
    )
    expect(await usable(alice)).toBe(90n)
  })
})
