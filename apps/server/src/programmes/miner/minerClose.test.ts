import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { creditTreasury, fundPool } from '../base/pools/pools.service.ts'
import { programmeTestApp, type ProgrammeTestApp } from '../../test/programmeTestKit.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { minerClose } from './minerClose.ts'
import { minerTables } from './miner.table.ts'

const HAPC = 4
const USERS = 60
const HOUR = 3_600_000
const DAY = 24 * HOUR

function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

type Session = { user: number; start: number; end: number; production: bigint }

/** PROGRAMMES.md's miner rules, computed plainly: what each user's airdrop balance gains from one day's close. */
function reference(parents: number[], sessions: Session[], all: Session[], dayEnd: number, paid918: Map<number, bigint>) {
  const gains = new Map<number, bigint>()
  const add = (user: number, amount: bigint) => gains.set(user, (gains.get(user) ?? 0n) + amount)
  const ranBefore = (user: number, moment: number) => all.some((s) => s.user === user && s.start <= moment && s.end > moment - DAY)
  for (const session of sessions) {
    add(session.user, session.production)
    const parent = parents[session.user] ?? 0
    const grand = parent === 0 ? 0 : (parents[parent] ?? 0)
    if (parent !== 0 && ranBefore(parent, session.end)) add(parent, session.production / 2n)
    if (grand !== 0 && ranBefore(grand, session.end)) add(grand, session.production / 4n)
  }
  for (let user = 1; user <= USERS; user++) {
    if ((parents[user] ?? 0) === 0) continue
    const valid = parents.filter((parent, child) => parent === user && ranBefore(child, dayEnd)).length
    const units = 1n + BigInt(Math.floor(valid / 10))
    const entitled = units * 918n * e18 / 100n < 918n * e18 ? (units * 918n * e18) / 100n : 918n * e18
    const grant = entitled - (paid918.get(user) ?? 0n)
    if (grant > 0n) {
      add(user, grant)
      paid918.set(user, entitled)
    }
  }
  return gains
}

describe.each(testDatabases)('miner.close against the rules on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {}, new Date('2026-03-01T00:00:00Z'))
    await creditTreasury(t.programmes.ctx, { tokenId: HAPC, amount: 10_000_000n * e18, by: 'test', key: 'miner-treasury' })
    await fundPool(t.programmes.ctx, { pool: 'miner_pool', tokenId: HAPC, amount: 10_000_000n * e18, by: 'test', key: 'miner-pool' })
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  const balances = async () => {
    const rows = await database.db.selectFrom('ledger_accounts').select(['owner_id', 'balance']).where('purpose', '=', 'airdrop_usable').execute()
    return new Map(rows.map((row) => [row.owner_id, BigInt(row.balance)]))
  }

  it('pays production, bonuses only to inviters active in the 24 h before the end, and 918 top-ups, day after day', async () => {
    const next = random(11)
    // A few wide inviters and chains; user ids are 1..USERS in insertion order; 0 means no referrer.
    const parents = [0, ...Array.from({ length: USERS }, (_, index) => (index === 0 || next() < 0.15 ? 0 : next() < 0.5 ? 1 + Math.floor(next() * Math.min(3, index)) : Math.max(1, index - Math.floor(next() * 3))))]
    await database.db.insertInto('users').values(parents.slice(1).map((parent, index) => ({ address: `0x${(index + 1).toString(16).padStart(40, '0')}`, invite_code: `MC${index + 1}`, parent_id: parent }))).execute()
    const all: Session[] = []
    const paid918 = new Map<number, bigint>()
    const closed = new Set<Session>()
    let dayStart = Date.parse('2026-03-01T00:00:00Z')
    for (let round = 0; round < 3; round++, dayStart += DAY) {
      // Sessions that end during this day (some started the day before), and a few that end later.
      const fresh: Session[] = []
      for (let user = 1; user <= USERS; user++) {
        if (next() < 0.45) continue
        const end = dayStart + Math.floor(next() * 30) * HOUR
        if (all.some((s) => s.user === user && s.end > end - DAY)) continue
        // Up to 30 with every digit in play: halves and quarters that do not divide round down.
        fresh.push({ user, start: end - DAY, end, production: BigInt(Math.floor(next() * 30e9)) * 10n ** 9n + BigInt(Math.floor(next() * 1e9)) })
      }
      all.push(...fresh)
      if (fresh.length > 0) {
        await minerTables(database.db).insertInto('miner_sessions').values(fresh.map((s) => ({ user_id: s.user, units: 1, production: s.production.toString(), started_at: new Date(s.start), ends_at: new Date(s.end) }))).execute()
      }
      const before = await balances()
      t.clock.advance(DAY / 1000 + (round === 0 ? DAY / 1000 : 0))
      const day = new Date(dayStart).toISOString().slice(0, 10)
      // Each day also killed after its settle step and after posting first: those runs leave nothing.
      const { run } = await settleIdempotently(t.programmes.ctx, minerClose, day, ['airdrop_grants'])
      expect(run.status).toBe('done')
      // A session belongs to the day its end falls in.
      const closing = all.filter((s) => s.end < dayStart + DAY && !closed.has(s))
      for (const session of closing) closed.add(session)
      const expected = reference(parents, closing, all, dayStart + DAY, paid918)
      const after = await balances()
      for (let user = 1; user <= USERS; user++) {
        expect([user, (after.get(user) ?? 0n) - (before.get(user) ?? 0n)]).toEqual([user, expected.get(user) ?? 0n])
      }
    }
    expect(all.filter((session) => session.production % 4n !== 0n).length).toBeGreaterThan(all.length / 2)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
