import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testChain } from '../../test/chainFixture.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { createTokenCatalog } from './tokenCatalog.ts'

describe.each(testDatabases)('the token catalog on $name', ({ create }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await create()
  })
  afterAll(async () => {
    await database.drop()
  })

  // Its TTL is 5 s: within a second only forget can have brought the change.
  it('reads the settings again at once when told they changed, answering the previous read until then', async () => {
    const catalog = createTokenCatalog(database.db, testChain)
    const [first] = await catalog.all()
    const setRate = (rate: string) => database.db.updateTable('tokens').set({ withdraw_fee_rate: rate }).where('id', '=', first!.id).execute()
    const rateNow = async () => Number((await catalog.byId(first!.id)).withdrawFeeRate)
    await setRate('0.0125')
    expect(await rateNow()).toBe(Number(first!.withdrawFeeRate))
    catalog.forget()
    await vi.waitFor(async () => expect(await rateNow()).toBe(0.0125), { timeout: 1_000, interval: 10 })

    // Told again while that read is under way: a second read follows it, so the later change shows too.
    await setRate('0.0075')
    catalog.forget()
    await setRate('0.005')
    catalog.forget()
    await vi.waitFor(async () => expect(await rateNow()).toBe(0.005), { timeout: 1_000, interval: 10 })
  })
})
