import { describe, expect, it } from 'vitest'
import { programmeSuite } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { readPurchases } from './partner.repo.ts'
import { GENESIS_LEVEL } from './partnerRewards.ts'
import { partnerActions } from './partnerTestKit.ts'

const ADMIN = 7
const DAY = 86_400_000

/** 0 genesis by the operator, 1 a partner under it, 2 under 1, 3 under nobody. */
describe.each(testDatabases)('partner purchase reads on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 8, admin: ADMIN, referrals: [[1, 0], [2, 1]] })
  const p = partnerActions(s, ADMIN)

  it('reads many purchases in one query, each answer in its purchase\'s place', async () => {
    expect((await p.level(0, GENESIS_LEVEL)).statusCode).toBe(200)
    expect((await p.level(1, 1)).statusCode).toBe(200)
    const now = s.t.programmes.ctx.clock.now().getTime()
    const roundId = (await p.round({ begin: new Date(now - DAY), end: new Date(now + DAY), max_recruit: 3 })).json().data.id as number
    const unknownUser = Math.max(...s.ids) + 1000
    const reads = await readPurchases(
      s.db,
      [
        { userId: s.ids[2]!, roundId },
        { userId: unknownUser, roundId },
        { userId: s.ids[1]!, roundId: roundId + 1000 },
        { userId: s.ids[3]!, roundId },
      ],
      GENESIS_LEVEL,
    )
    expect(reads.map((read) => read.round?.id)).toEqual([roundId, undefined, undefined, roundId])
    expect(reads[0]!.buyer).toEqual({ seatOwned: false, referrerId: s.ids[1], referrerLevel: 1, teamReceiver: s.ids[0] })
    expect(reads[1]!.buyer).toBeUndefined()
    expect(reads[2]!.buyer).toEqual({ seatOwned: false, referrerId: s.ids[0], referrerLevel: GENESIS_LEVEL, teamReceiver: undefined })
    expect(reads[3]!.buyer?.referrerLevel).toBe(0)
  })
})
