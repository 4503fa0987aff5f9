import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { ensureUser } from '../../apps/server/src/modules/user/user.service.ts'
import { testDatabases, type TestDatabase } from '../../apps/server/src/test/testDb.ts'
import { creditForTest } from '../../apps/server/src/test/walletTestKit.ts'
import { assertBooksBalance } from './books.ts'

const USDT = 2

describe.each(testDatabases)('the browser suite teardown on $name', ({ create }) => {
  let database: TestDatabase
  let userId = 0
  beforeAll(async () => {
    database = await create()
    userId = (await ensureUser(database.db, '0x00000000000000000000000000000000000000e2')).user.id
    await creditForTest(database.db, userId, USDT, 100n, 'books')
  })
  afterAll(() => database.drop())

  it('passes books that balance, and fails the run with the ledger check problems when they do not', async () => {
    await expect(assertBooksBalance(database.db)).resolves.toBeUndefined()
    // A balance moved outside the ledger: what a bug in a programme's payout would leave behind.
    await sql`update ledger_accounts set balance = balance + 1 where owner_kind = 'user' and owner_id = ${userId}`.execute(database.db)
    await expect(assertBooksBalance(database.db)).rejects.toThrow(/ledger check failed after the browser suite[\s\S]*holds 101 but its entries sum to 100/)
  })
})
