import { billTypes } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewardsSince } from './todayRewards.ts'
import { insertUsers } from '../../test/insertUsers.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { listBills } from '../../modules/wallet/bills.ts'

const DAY = 86_400_000
const start = Date.parse('2026-03-01T00:00:00Z')

/**
 * Bills are read one user at a time, through their one index (migration 0041): the key
 * (user_id, id) carrying what the sums read. A daily settlement writes a bill per reward line,
 * so every index on bills is paid for a million times a day.
 */
describe.each(testDatabases)('bills by user on $name', ({ create }) => {
  let database: TestDatabase
  let users: number[]
  beforeAll(async () => {
    database = await create()
    users = await insertUsers(database.db, [undefined, undefined], 'bill')
    // Ten days of bills for both users, interleaved; the later-inserted ones are not always the later in time (a late day posts as of its day).
    const rows = Array.from({ length: 40 }, (_, index) => ({
      transaction_id: '0',
      user_id: users[index % 2]!,
      token_id: 1 + (index % 3 === 0 ? 1 : 0),
      behavior: 100 + (index % 4),
      type: index % 5 === 0 ? billTypes.transfer : billTypes.reward,
      amount: (10n ** 18n * BigInt(index + 1) + 7n).toString(),
      usable_change: '0',
      created_at: new Date(start + ((index * 7) % 10) * DAY + index * 1000),
    }))
    await database.db.insertInto('bills').values(rows).execute()
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('has one index, keyed by user then id and carrying what the sums read', async () => {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'bills'`.execute(database.db)
    expect(rows.map((row) => row.indexdef.replace(/ public\./, ' '))).toEqual(['CREATE UNIQUE INDEX bills_pkey ON bills USING btree (user_id, id) INCLUDE (type, created_at, behavior, token_id, amount)'])
  })

  it("sums a user's reward bills since a time, per behavior and token, to the base unit", async () => {
    const since = new Date(start + 6 * DAY)
    const all = await database.db.selectFrom('bills').selectAll().execute()
    const expected = new Map<string, bigint>()
    for (const bill of all) {
      if (bill.user_id !== users[1] || bill.type !== billTypes.reward || bill.created_at < since) continue
      const key = `${bill.behavior}:${bill.token_id}`
      expected.set(key, (expected.get(key) ?? 0n) + BigInt(bill.amount))
    }
    expect(expected.size).toBeGreaterThan(1)
    const sums = await rewardsSince(database.db, users[1]!, since)
    expect(new Map(sums.map((row) => [`${row.behavior}:${row.token_id}`, row.amount]))).toEqual(expected)
  })

  it("lists a user's bills newest first by id, filtered by type, page by page", async () => {
    const page1 = await listBills(database.db, { userId: users[0]!, page: 1, pageSize: 6, types: [billTypes.reward] })
    const page2 = await listBills(database.db, { userId: users[0]!, page: 2, pageSize: 6, types: [billTypes.reward] })
    const ids = [...page1, ...page2].map((row) => BigInt(row.id))
    expect(ids).toHaveLength(12)
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : -1)))
    expect([...page1, ...page2].every((row) => row.user_id === users[0] && row.type === billTypes.reward)).toBe(true)
  })

  it("answers today's rewards from the index alone, without reading the table", async () => {
    await sql`vacuum (analyze) bills`.execute(database.db)
    // A sequential scan ruled out, as a large table would rule it out: the plan must be the key's, index only.
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx)
      await sql`set local enable_bitmapscan = off`.execute(trx)
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off) select behavior, token_id, sum(amount) from bills
        where user_id = ${users[0]!} and type = ${billTypes.reward} and created_at >= ${new Date(start)} group by behavior, token_id`.execute(trx)
      return rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toMatch(/Index Only Scan using bills_pkey/)
    expect(plan).toMatch(/Heap Fetches: 0/)
  })
})
