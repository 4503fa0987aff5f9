import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import { describe, expect, it } from 'vitest'
import { ceilDiv, seededRandom } from '../../test/seededRandom.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18, signAction, walletSuite } from '../../test/walletTestKit.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'

/** Withdrawal fees to the base unit (decision 0004): amount × fee rate rounded up, then held to [min_fee, max_fee]. */

const next = seededRandom(5)
/** Seeded tokens (ids 1–3) with fee rates that divide almost no amount, and the seed's bounds of 1 and 100. */
const tokens = [
  { id: 1, rate: next.rate(4) },
  { id: 2, rate: '0.005' },
  { id: 3, rate: next.rate(6) },
] as const
const MIN_FEE = 1n * e18
const MAX_FEE = 100n * e18

describe.each(testDatabases)('withdrawal fees on $name', ({ create }) => {
  const s = walletSuite(create, {
    users: 2,
    env: { WITHDRAW_REVIEW_THRESHOLD: '1000000000', WITHDRAW_DAILY_LIMIT: '1000000000' },
    prepare: async (db) => {
      for (const token of tokens) await db.updateTable('tokens').set({ withdraw_fee_rate: token.rate, withdraw_min_fee: MIN_FEE.toString(), withdraw_max_fee: MAX_FEE.toString() }).where('id', '=', token.id).execute()
    },
    credits: tokens.map((token) => [0, token.id, 100_000_000n * e18] as const),
  })
  const { post } = s
  const withdraw = async (tokenId: number, amount: bigint) => {
    const params = { chain_id: 13 as const, token_id: tokenId, amount: formatAmount(amount, 18), address: account(1).address }
    return post('/api/withdraw/order', 0, { ...params, ...(await signAction(s.app, s.auth[0]!, account(0), 'Withdraw Order', withdrawOrderSignedParams(params))) })
  }

  it('charges amount × rate rounded up, held to the minimum and maximum fee, to the base unit', async () => {
    const frozen = new Map<number, bigint>()
    // Amounts whose proportional fee lies below, inside and above the bounds, and right at them.
    const cases = [
      ...Array.from({ length: 12 }, () => {
        const token = next.pick(tokens)
        // Where amount × rate lies between the bounds: from MIN_FEE / rate (at least the minimum withdrawal of 10) to MAX_FEE / rate.
        const [low, high] = [MIN_FEE, MAX_FEE].map((fee) => (fee * e18) / parseAmount(token.rate, 18)) as [bigint, bigint]
        return { token, amount: next.bigint(low > 10n * e18 ? low : 10n * e18, high) }
      }),
      ...Array.from({ length: 4 }, () => ({ token: next.pick(tokens), amount: next.bigint(10n * e18, 1_000_000n * e18) })),
      { token: tokens[1], amount: 200n * e18 - 1n },
      { token: tokens[1], amount: 200n * e18 + 1n },
      { token: tokens[1], amount: 20_000n * e18 - 1n },
      { token: tokens[1], amount: 20_000n * e18 + 1n },
    ]
    let inexact = 0
    let inside = 0
    for (const { token, amount } of cases) {
      const exact = amount * parseAmount(token.rate, 18)
      if (exact % e18 !== 0n) inexact++
      const proportional = ceilDiv(exact, e18)
      const fee = proportional < MIN_FEE ? MIN_FEE : proportional > MAX_FEE ? MAX_FEE : proportional
      if (fee === proportional) inside++
      const answer = (await withdraw(token.id, amount)).json()
      expect(answer).toMatchObject({ code: 200, data: { amount: formatAmount(amount, 18) } })
      expect([parseAmount(answer.data.fee, 18), parseAmount(answer.data.actual_amount, 18)]).toEqual([fee, amount - fee])
      frozen.set(token.id, (frozen.get(token.id) ?? 0n) + amount)
    }
    expect(inexact).toBeGreaterThan(cases.length * 0.8)
    expect(inside).toBeGreaterThan(cases.length / 2)
    const rows = await s.db.selectFrom('ledger_accounts').select(['token_id', 'purpose', 'balance']).where('owner_kind', '=', 'user').where('owner_id', '=', s.ids[0]!).execute()
    for (const token of tokens) {
      const balance = (purpose: string) => BigInt(rows.find((row) => row.token_id === token.id && row.purpose === purpose)?.balance ?? 0)
      expect([token.id, balance('frozen'), balance('usable')]).toEqual([token.id, frozen.get(token.id) ?? 0n, 100_000_000n * e18 - (frozen.get(token.id) ?? 0n)])
    }
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
