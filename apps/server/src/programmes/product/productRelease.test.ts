import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { productMintSignedParams } from '@hapdex/core/api/product'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { insertUsers } from '../../test/insertUsers.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { productRelease } from './productRelease.ts'
import { productTables } from './product.table.ts'

const { HAP } = tokenIds
const e18 = 10n ** 18n
const DAY = 86_400_000

interface ProductRecord {
  id: string
  user: number
  release: bigint
  released: bigint
  status: number
  createdAt: number
}

describe.each(testDatabases)('old mint release to the base unit on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: 3,
    referrals: [[1, 0], [2, 0]],
    credits: [[1, HAP, 20_000n * e18], [2, HAP, 20_000n * e18]],
    pools: [['product_pool', HAP, 1_000_000_000n * e18]],
    perTest: true,
  })
  const mint = async (i: number, amount: string) => s.post('/api/product/mint', i, { amount, ...(await s.signed(i, 'Mint', productMintSignedParams({ amount }))) })
  const usable = async () => {
    const rows = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'balance']).where('owner_kind', '=', 'user').where('token_id', '=', HAP).where('purpose', '=', 'usable').execute()
    return new Map(rows.map((row) => [row.owner_id, BigInt(row.balance)]))
  }

  /**
   * A test's own rates, records and random draws: each test starts the same seeded sequence, so the
   * release sees the very mints the first test checks, whichever runs first or alone.
   */
  const releaseBook = () => {
    const next = seededRandom(12)
    const releaseMultiple = `${next.int(1, 3)}${next.rate(3).slice(1)}`
    const dailyRate = next.rate(5)
    const records: ProductRecord[] = []

    /** The multiple and rate in force, then eight mints by 1 and 2, each checked; answers how many were inexact. */
    const mintEight = async () => {
      await s.t.programmes.ctx.configs.save('product', { release_multiple: releaseMultiple, daily_release_rate: dailyRate, can_buy: '100000' }, 'test')
      let inexact = 0
      for (let n = 0; n < 8; n++) {
        const i = next.int(1, 2)
        const pay = next.bigint(1n, 2_000n * e18)
        const exact = pay * parseAmount(releaseMultiple, 18)
        if (exact % e18 !== 0n) inexact++
        const answer = (await mint(i, formatAmount(pay, 18))).json()
        expect(answer).toMatchObject({ code: 200, data: { pay_amount: formatAmount(pay, 18), released_amount: '0', status: 1 } })
        expect(parseAmount(answer.data.release_amount, 18)).toBe(exact / e18)
        records.push({ id: String(answer.data.id), user: s.ids[i]!, release: exact / e18, released: 0n, status: 1, createdAt: s.t.clock.now().getTime() })
      }
      return inexact
    }
    return { next, dailyRate, records, mintEight }
  }

  it('sets release_amount to the payment × release_multiple, rounded down', async () => {
    const inexact = await releaseBook().mintEight()
    expect(inexact).toBeGreaterThan(6)
  })

  it('releases daily_release_rate of each record rounded down, never past its rest; a killed run leaves nothing', async () => {
    const { next, dailyRate, records, mintEight } = releaseBook()
    await mintEight()
    const dayStart = Date.parse('2026-03-10T00:00:00Z')
    const users = await insertUsers(s.db, Array.from({ length: 12 }, () => undefined), 'product')
    const drafts = Array.from({ length: 40 }, () => {
      const release = next.bigint(1n, 50_000n * e18)
      // Some records are a fraction of a day's release from their end, some ended, some too new.
      const released = next.pick([0n, next.bigint(0n, release), release - next.bigint(0n, release / 1000n)])
      const createdAt = next.pick([dayStart - next.int(1, 30 * DAY), dayStart + next.int(0, DAY - 1), dayStart + DAY + next.int(0, DAY)])
      return { user: next.pick(users), release, released, status: released === release ? 0 : 1, createdAt }
    })
    const inserted = await productTables(s.db)
      .insertInto('product_records')
      .values(drafts.map((record) => ({ user_id: record.user, pay_amount: '1', release_amount: record.release.toString(), released_amount: record.released.toString(), status: record.status, transaction_id: '0', created_at: new Date(record.createdAt) })))
      .returning('id')
      .execute()
    records.push(...drafts.map((record, index) => ({ ...record, id: String(inserted[index]!.id) })))
    const before = await usable()
    s.t.clock.advance(86_400)

    const { run } = await settleIdempotently(s.t.programmes.ctx, productRelease, '2026-03-10', ['product_records'])
    const rate = parseAmount(dailyRate, 18)
    const expected = new Map<string, { released: bigint; status: number }>()
    const paid = new Map<number, bigint>()
    let inexact = 0
    let capped = 0
    for (const record of records) {
      if (record.status !== 1 || record.createdAt >= dayStart + DAY) {
        expected.set(record.id, { released: record.released, status: record.status })
        continue
      }
      const share = (record.release * rate) / e18
      if ((record.release * rate) % e18 !== 0n) inexact++
      const released = share < record.release - record.released ? share : record.release - record.released
      if (released < share) capped++
      expected.set(record.id, { released: record.released + released, status: record.released + released === record.release ? 0 : 1 })
      paid.set(record.user, (paid.get(record.user) ?? 0n) + released)
    }
    expect(inexact).toBeGreaterThan(expected.size / 2)
    expect(capped).toBeGreaterThan(0)
    const rows = await productTables(s.db).selectFrom('product_records').select(['id', 'released_amount', 'status']).execute()
    expect(new Map(rows.map((row) => [String(row.id), { released: BigInt(row.released_amount), status: row.status }]))).toEqual(expected)
    const after = await usable()
    const gains = [...after].map(([user, balance]) => [user, balance - (before.get(user) ?? 0n)] as const)
    expect(new Map(gains.filter(([, gain]) => gain !== 0n))).toEqual(new Map([...paid].filter(([, gain]) => gain > 0n)))
    expect(run.users).toBe(new Set(records.filter((record) => record.status === 1 && record.createdAt < dayStart + DAY).map((record) => record.user)).size)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
