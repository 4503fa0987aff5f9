import { performance } from 'node:perf_hooks'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { RpcProxy } from '@hapdex/chain/rpcProxy'
import { seededRandom } from '../../apps/server/src/test/seededRandom.ts'
import type { BenchChain } from './chain.ts'
import { onChain, type ScheduleRecord } from './judge.ts'
import { CONFIRMATIONS, MAX_DELAY_MS, type Plan } from './plan.ts'
import { decide, pass, runStep, waitingForReview, type Run, type Tally } from './steps.ts'
import { depositor } from './users.ts'
import type { World } from './world.ts'

/** Rounds of passes after healing before what is still open counts as lost: two settle a payout. */
export const SETTLE_ROUNDS = 8

export interface ScheduleRun {
  record: ScheduleRecord
  /** Rounds it took to settle after healing; undefined when it did not within SETTLE_ROUNDS. */
  rounds: number | undefined
}

/**
 * The plan's steps under its faults, then the node healed for good and the workers run as their
 * loops would (blocks mined between rounds) until every deposit the chain holds is credited and
 * every order is paid or refunded, or the rounds run out.
 */
export async function runSchedule(chain: BenchChain, proxy: RpcProxy, world: World, plan: Plan, tally: Tally, seed: number): Promise<ScheduleRun> {
  const run: Run = { chain, proxy, world, tally, random: seededRandom(seed), record: { users: [], deposits: [], orders: [] }, settling: false, lastDelayAt: undefined }
  for (let user = 0; user < plan.users; user++) run.record.users.push(await depositor(chain, world, fundsOf(plan, user)))
  // The users' funding stays below any reorg's reach: the schedule's reorgs are of its deposits and payouts.
  await chain.testClient.mine({ blocks: CONFIRMATIONS - 1 })
  for (const step of plan.steps) await runStep(run, step)
  return { record: run.record, rounds: await settle(run) }
}

function fundsOf(plan: Plan, user: number): bigint {
  return plan.steps.reduce((sum, step) => (step.kind === 'deposit' && step.user === user ? sum + step.amount : sum), 10n ** 18n)
}

async function settle(run: Run): Promise<number | undefined> {
  run.proxy.heal()
  run.settling = true
  // Answers the proxy still holds reach the node late (a broadcast among them): they land before the rounds start.
  const held = run.lastDelayAt === undefined ? 0 : run.lastDelayAt + MAX_DELAY_MS + 50 - performance.now()
  if (held > 0) await new Promise((resolve) => setTimeout(resolve, held))
  await run.chain.settlePool()
  // Clears a shortfall flagged under faults, as the solvency loop's next pass would; it stops the payer signing until then.
  await pass(run, 'solvency')
  for (let round = 1; round <= SETTLE_ROUNDS; round++) {
    for (const id of await waitingForReview(run)) await decide(run, id, run.random.next() < 0.5)
    await run.chain.testClient.mine({ blocks: CONFIRMATIONS })
    await pass(run, 'watch')
    await pass(run, 'pay')
    if (await settled(run)) return round
  }
  return undefined
}

async function settled(run: Run): Promise<boolean> {
  const { db } = run.world.database
  if (run.record.orders.length > 0) {
    const open = await db
      .selectFrom('withdraw_orders')
      .select('id')
      .where('id', 'in', run.record.orders.map((placed) => placed.id))
      .where('status', 'in', [withdrawStatuses.review, withdrawStatuses.approved, withdrawStatuses.sending])
      .execute()
    if (open.length > 0) return false
  }
  for (const sent of run.record.deposits) {
    if (!(await onChain(run.chain, sent.hash))) continue
    const credited = await db.selectFrom('deposits').select('id').where('tx_hash', '=', sent.hash.toLowerCase()).where('status', '=', 'credited').executeTakeFirst()
    if (credited === undefined) return false
  }
  return true
}
