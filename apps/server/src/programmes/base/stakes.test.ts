import { billBehaviors } from '@hapdex/core/api/wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { creditForTest } from '../../test/walletTestKit.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { purposeBalances } from './rewardBalances.ts'
import { systemBalance } from './pools/systemBalance.ts'
import { lockStake, unlockStake } from './stakes.ts'

const HAP = 1
/** Odd amounts: nothing here may come out right by dividing evenly. */
const CREDIT = 1_000_000_000_000_000_007n

describe.each(testDatabases)('stake moves on $name', ({ create }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await create()
  })
  afterAll(() => database.drop())

  /** A user of the test's own, credited CREDIT: its balances are what the test moved and nothing else. */
  let users = 0
  const creditedUser = async () => {
    const n = ++users
    const [row] = await database.db.insertInto('users').values({ address: `0x${n.toString(16).padStart(40, '5')}`, invite_code: `STAKE${n}` }).returning('id').execute()
    await creditForTest(database.db, row!.id, HAP, CREDIT, `stakes-alice-${n}`)
    return row!.id
  }
  const balances = (userId: number) => purposeBalances(database.db, userId, HAP, ['usable', 'pledged', 'fund_pledged'])
  const bills = async (key: string) =>
    database.db
      .selectFrom('bills')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'bills.transaction_id')
      .select(['bills.behavior', 'bills.amount', 'bills.usable_change'])
      .where('ledger_transactions.idempotency_key', '=', key)
      .execute()
  const move = (userId: number, key: string, amount: bigint) => ({ userId, tokenId: HAP, purpose: 'pledged' as const, amount, key, kind: 'test_stake', behavior: billBehaviors.pledgeDo })

  it('locks usable into the stake and unlocks it back, one bill of the usable change each, once per key', async () => {
    const user = await creditedUser()
    const locked = 333_333_333_333_333_337n
    const id = await database.db.transaction().execute((trx) => lockStake(trx, move(user, 'stake-lock-1', locked)))
    expect(id).toEqual(expect.any(String))
    expect(await balances(user)).toEqual({ usable: CREDIT - locked, pledged: locked, fund_pledged: 0n })
    expect(await bills('stake-lock-1')).toEqual([{ behavior: billBehaviors.pledgeDo, amount: locked.toString(), usable_change: (-locked).toString() }])

    // The same key again posts nothing and moves nothing.
    expect(await database.db.transaction().execute((trx) => lockStake(trx, move(user, 'stake-lock-1', locked)))).toBeUndefined()
    expect((await balances(user)).pledged).toBe(locked)

    const back = 111_111_111_111_111_113n
    await database.db.transaction().execute((trx) => unlockStake(trx, { ...move(user, 'stake-unlock-1', back), behavior: billBehaviors.pledgeRedeem }))
    expect(await balances(user)).toEqual({ usable: CREDIT - locked + back, pledged: locked - back, fund_pledged: 0n })
    expect(await bills('stake-unlock-1')).toEqual([{ behavior: billBehaviors.pledgeRedeem, amount: back.toString(), usable_change: back.toString() }])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('refuses to lock more than usable or unlock more than the stake, moving nothing', async () => {
    const user = await creditedUser()
    // Something staked, so the unlock is refused for being more than the stake rather than for there being none.
    await database.db.transaction().execute((trx) => lockStake(trx, move(user, 'stake-lock-before-refusals', 222_222_222_222_222_223n)))
    const before = await balances(user)
    await expect(database.db.transaction().execute((trx) => lockStake(trx, move(user, 'stake-lock-too-much', before.usable + 1n)))).rejects.toMatchObject({ key: 'wallet.insufficient_balance' })
    await expect(database.db.transaction().execute((trx) => unlockStake(trx, move(user, 'stake-unlock-too-much', before.pledged + 1n)))).rejects.toMatchObject({ key: 'wallet.insufficient_balance' })
    expect(await balances(user)).toEqual(before)
  })

  it('pays what the action costs besides the stake in the same posting, under one bill of the whole debit', async () => {
    const user = await creditedUser()
    const before = await balances(user)
    const burnedBefore = await systemBalance(database.db, 'burned', HAP)
    const pledged = 700_000_000_000_000_003n / 10n
    const burned = 700_000_000_000_000_003n - pledged
    await database.db.transaction().execute((trx) =>
      lockStake(trx, { ...move(user, 'stake-fund-1', pledged), purpose: 'fund_pledged', behavior: billBehaviors.circulationFundJoin, alsoPays: { to: 'burned', amount: burned } }),
    )
    expect(await balances(user)).toEqual({ usable: before.usable - pledged - burned, pledged: before.pledged, fund_pledged: pledged })
    expect((await systemBalance(database.db, 'burned', HAP)) - burnedBefore).toBe(burned)
    const total = pledged + burned
    expect(await bills('stake-fund-1')).toEqual([{ behavior: billBehaviors.circulationFundJoin, amount: total.toString(), usable_change: (-total).toString() }])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
