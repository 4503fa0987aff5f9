import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../../modules/wallet/ledgerCheck.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../../../test/programmeTestKit.ts'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { signInUsers } from '../../../test/walletTestKit.ts'
import { payFromPool } from '../pools/payFromPool.ts'
import { creditTreasury } from '../pools/pools.service.ts'
import { INCOMING_PURPOSE, sweepIncoming } from './incomingSweep.ts'

const { HAP } = tokenIds

describe.each(testDatabases)('incoming sweep on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp
  let ids: number[]
  // Uneven amounts, one per user: a sweep that moved a wrong batch's balance would show.
  const amounts = [7n, 1_000_000_000_000_000_001n, 3n, 999n, 123_456_789n]

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    ;({ ids } = await signInUsers(t.app, amounts.length))
    const total = amounts.reduce((sum, amount) => sum + amount, 0n)
    await creditTreasury(t.programmes.ctx, { tokenId: HAP, amount: total, by: 'test', key: 'sweep' })
    await database.db.transaction().execute((trx) =>
      payFromPool(trx, { pool: 'treasury', tokenId: HAP, idempotencyKey: 'sweep-credits', kind: 'test', credits: amounts.map((amount, i) => ({ userId: ids[i]!, purpose: INCOMING_PURPOSE, amount })) }),
    )
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  const balances = async (purpose: string) =>
    (await sql<{ owner_id: number; balance: string }>`select owner_id, balance::text as balance from ledger_accounts
      where owner_kind = 'user' and purpose = ${purpose} and token_id = ${HAP} order by owner_id`.execute(database.db)).rows.map((row) => [row.owner_id, BigInt(row.balance)])

  it('moves every incoming balance to usable in batches, and a second sweep moves nothing', async () => {
    expect(await sweepIncoming(database.db, t.clock.now(), 2)).toBe(amounts.length)
    expect(await balances('usable')).toEqual(ids.map((id, i) => [id, amounts[i]]))
    expect(await balances(INCOMING_PURPOSE)).toEqual(ids.map((id) => [id, 0n]))
    expect(await sweepIncoming(database.db, t.clock.now(), 2)).toBe(0)
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ledger_transactions where kind = 'usable_incoming_sweep'`.execute(database.db)
    expect(Number(rows[0]?.n)).toBe(3)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
