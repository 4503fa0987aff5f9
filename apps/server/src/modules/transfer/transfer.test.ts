import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import { describe, expect, it } from 'vitest'
import { ceilDiv, seededRandom } from '../../test/seededRandom.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18, signAction, walletSuite } from '../../test/walletTestKit.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'

/** Transfer fees to the base unit (decision 0004): amount × fee rate rounded up, never more than the amount. */

const next = seededRandom(4)
/** Seeded tokens (ids 1–3) with fee rates that divide almost no amount. */
const tokens = [
  { id: 1, rate: next.rate(4) },
  { id: 2, rate: '0.01' },
  { id: 3, rate: next.rate(7) },
] as const

describe.each(testDatabases)('transfer fees on $name', ({ create }) => {
  const s = walletSuite(create, {
    users: 3,
    prepare: async (db) => {
      for (const token of tokens) await db.updateTable('tokens').set({ transfer_fee_rate: token.rate }).where('id', '=', token.id).execute()
    },
    credits: tokens.map((token) => [0, token.id, 1_000_000n * e18] as const),
  })
  const { post } = s
  const transfer = async (tokenId: number, amount: bigint, to: number) => {
    const params = { token_id: tokenId, amount: formatAmount(amount, 18), to_address: account(to).address }
    return post('/api/transfer/out', 0, { ...params, ...(await signAction(s.app, s.auth[0]!, account(0), 'Transfer Out', transferOutSignedParams(params))) })
  }
  const balances = async () => {
    const rows = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'token_id', 'balance']).where('owner_kind', '=', 'user').where('purpose', '=', 'usable').execute()
    return new Map(rows.filter((row) => BigInt(row.balance) !== 0n).map((row) => [`${row.owner_id}:${row.token_id}`, BigInt(row.balance)]))
  }

  it('charges amount × rate rounded up and credits the rest, to the base unit', async () => {
    const expected = new Map(tokens.map((token) => [`${s.ids[0]}:${token.id}`, 1_000_000n * e18]))
    const fees = new Map<number, bigint>()
    const add = (key: string, amount: bigint) => expected.set(key, (expected.get(key) ?? 0n) + amount)
    // Random amounts with every digit in play, and the smallest ones, where a fee rounds up to the whole amount.
    const cases = [
      ...Array.from({ length: 16 }, () => ({ token: next.pick(tokens), amount: next.bigint(1n, 1_000n * e18), to: next.int(1, 2) })),
      { token: tokens[1], amount: 1n, to: 1 },
      { token: tokens[1], amount: 101n, to: 2 },
    ]
    let inexact = 0
    for (const { token, amount, to } of cases) {
      const exact = amount * parseAmount(token.rate, 18)
      if (exact % e18 !== 0n) inexact++
      const fee = ceilDiv(exact, e18) < amount ? ceilDiv(exact, e18) : amount
      const response = (await transfer(token.id, amount, to)).json()
      expect(response).toMatchObject({ code: 200, data: { amount: formatAmount(amount, 18) } })
      expect([parseAmount(response.data.fee, 18), parseAmount(response.data.received, 18)]).toEqual([fee, amount - fee])
      add(`${s.ids[0]}:${token.id}`, -amount)
      add(`${s.ids[to]}:${token.id}`, amount - fee)
      fees.set(token.id, (fees.get(token.id) ?? 0n) + fee)
    }
    expect(inexact).toBeGreaterThan(cases.length * 0.8)
    expect(await balances()).toEqual(new Map([...expected].filter(([, balance]) => balance !== 0n)))
    const ledger = await checkLedger(s.db)
    expect(ledger.problems).toEqual([])
    for (const token of tokens) expect([token.id, ledger.tokens.find((row) => row.token_id === token.id)?.fees]).toEqual([token.id, fees.get(token.id) ?? 0n])
  })
})
