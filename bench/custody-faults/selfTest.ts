import type { RpcProxy } from '@hapdex/chain/rpcProxy'
import type { TestDatabaseKind } from '../../apps/server/src/test/testDb.ts'
import { hotWallet, type BenchChain } from './chain.ts'
import { judge, type Verdict } from './judge.ts'
import { CONFIRMATIONS, type Plan } from './plan.ts'
import { runSchedule } from './schedule.ts'
import { newTally } from './steps.ts'
import { closeWorld, openWorld } from './world.ts'

const E18 = 10n ** 18n
const tally = (verdict: Verdict, kind: 'lost' | 'doubled') => verdict.findings.filter((finding) => finding.kind === kind).length

/**
 * The check's own test, on a database of its own: a clean schedule (one deposit, one paid order)
 * must be judged clean; the hot wallet paying that order's payee once more by hand must be
 * judged doubled, and a deposit the watcher never gets to read must be judged lost.
 */
export async function selfTest(chain: BenchChain, proxy: RpcProxy, kind: TestDatabaseKind): Promise<{ ok: boolean; line: string }> {
  await chain.rewind()
  const world = await openWorld(kind, chain, proxy)
  try {
    const plan: Plan = {
      index: -1,
      users: 1,
      steps: [{ kind: 'deposit', user: 0, amount: 123n * E18 + 456_789_012_345_678_901n }, { kind: 'mine', blocks: CONFIRMATIONS }, { kind: 'watch' }, { kind: 'order', user: 0, amount: 45n * E18 + 1n }],
    }
    const done = await runSchedule(chain, proxy, world, plan, newTally(), 1)
    const clean = await judge(chain, world, done.record)
    const placed = done.record.orders[0]
    if (placed === undefined) throw new Error('self-test: its order was not placed')
    const row = await world.database.db.selectFrom('withdraw_orders').select(['amount', 'fee']).where('id', '=', placed.id).executeTakeFirstOrThrow()
    await chain.sendToken(hotWallet, 'USDT', placed.payee, BigInt(row.amount) - BigInt(row.fee))
    const doubled = tally(await judge(chain, world, done.record), 'doubled')
    const unread = await chain.signedTransfer(done.record.users[0]!.key, hotWallet.address, E18 / 2n + 3n)
    await chain.sendRaw(unread.raw)
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    const lost = tally(await judge(chain, world, { ...done.record, deposits: [...done.record.deposits, { user: 0, amount: E18 / 2n + 3n, ...unread }] }), 'lost')
    const ok = clean.findings.length === 0 && clean.paid === 1 && doubled > 0 && lost > 0
    const line = `self-test: a clean schedule judged with ${clean.findings.length} finding(s), its order ${clean.paid === 1 ? 'paid' : 'NOT PAID'}; a second payout made by hand: ${doubled} doubled; a deposit the watcher never read: ${lost} lost: the check ${ok ? 'catches both' : 'MISSED ONE'}`
    return { ok, line }
  } finally {
    await closeWorld(world)
  }
}
