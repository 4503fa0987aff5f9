import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { ensureUser } from '../../apps/server/src/modules/user/user.service.ts'
import { testDatabases, type TestDatabase } from '../../apps/server/src/test/testDb.ts'
import { creditForTest } from '../../apps/server/src/test/walletTestKit.ts'
import { assertBooksBalance, assertStackBooksBalance } from './books.ts'

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

describe('the teardown on the stopped stack’s PGlite folder', () => {
  it('keeps the run’s failing exit code (closing PGlite resets it to 0)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hapdex-books-'))
    const db = createDb(folder)
    await migrateToLatest(db)
    await db.destroy()
    const before = process.exitCode
    try {
      process.exitCode = 1
      await assertStackBooksBalance(folder)
      expect(process.exitCode).toBe(1)
    } finally {
      process.exitCode = before
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
