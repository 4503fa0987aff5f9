import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../../test/programmeTestKit.ts'
import { testDatabases } from '../../../test/testDb.ts'
import { defineSettlementJob } from './settlementJob.ts'
import { payLinesFromPool } from './settlementLines.ts'
import { createSettlementRunner } from './settlementRunner.ts'

const { HAP } = tokenIds

/** A share that rounds down to 0 still writes its line (ancestorShares does): it must post nothing. */
const zeroAndSeven = (userIds: readonly number[]) =>
  defineSettlementJob({
    name: 'test.lines',
    programme: 'mint',
    prepare: async () => undefined,
    async settle(trx) {
      await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type) values
        ('user', ${userIds[0]!}, ${HAP}, 'mint_share_reward', 0, ${billBehaviors.bpShareReward}, ${billTypes.reward}),
        ('user', ${userIds[1]!}, ${HAP}, 'mint_share_reward', 7, ${billBehaviors.bpShareReward}, ${billTypes.reward}),
        ('user', ${userIds[1]!}, ${HAP}, 'mint_cp_reward', 0, ${billBehaviors.bpCpReward}, ${billTypes.reward})`.execute(trx)
      await payLinesFromPool(trx, 'mint_pool')
      return { users: 1 }
    },
  })

describe.each(testDatabases)('settlement lines on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 2, pools: [['mint_pool', HAP, 10n]] })

  it('posts no entry, bill or account for a line of 0', async () => {
    const runner = createSettlementRunner(s.t.programmes.ctx, [zeroAndSeven(s.ids)])
    expect(await runner.settleDueDays()).toMatchObject([{ status: 'done', totals: { HAP: '0.000000000000000007' } }])
    const accounts = await sql<{ owner_id: number; purpose: string; balance: string }>`select owner_id, purpose, balance::text as balance from ledger_accounts
      where owner_kind = 'user' and owner_id = any(${s.ids}::integer[]) and purpose like 'mint_%' order by owner_id, purpose`.execute(s.db)
    expect(accounts.rows).toEqual([{ owner_id: s.ids[1], purpose: 'mint_share_reward', balance: '7' }])
    const bills = await sql<{ user_id: number; amount: string }>`select user_id, amount::text as amount from bills where user_id = any(${s.ids}::integer[])`.execute(s.db)
    expect(bills.rows).toEqual([{ user_id: s.ids[1], amount: '7' }])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
