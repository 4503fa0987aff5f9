import { performance } from 'node:perf_hooks'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { RpcProxy } from '@hapdex/chain/rpcProxy'
import { userBalances } from '../../apps/server/src/modules/wallet/ledger.ts'
import { SolvencyShortfallError, solvencyStep } from '../../apps/server/src/modules/wallet/solvency.ts'
import type { WalletContext } from '../../apps/server/src/modules/wallet/walletContext.ts'
import { seededRandom, type SeededRandom } from '../../apps/server/src/test/seededRandom.ts'
import { watchDepositsOnce } from '../../apps/server/src/workers/depositWatcher.ts'
import { payWithdrawalsOnce } from '../../apps/server/src/workers/withdrawPayer.ts'
import { hotWallet, type BenchChain } from './chain.ts'
import type { ScheduleRecord } from './judge.ts'
import type { Step } from './plan.ts'
import { reorgChain } from './reorg.ts'
import { order, reportDeposit, review, USDT_ID } from './users.ts'
import type { World } from './world.ts'

export type PassName = 'watch' | 'pay' | 'solvency'

/** What the whole run saw, over every schedule. */
export interface Tally {
  rules: number
  failed: Record<PassName, number>
  /** Passes that failed with every fault healed: none is expected; the first few messages are kept. */
  failedHealed: Record<PassName, number>
  healedMessages: string[]
  /** Shortfalls the solvency step flagged (it then stops the payer signing until the next clean check). */
  shortfalls: string[]
  reorgs: Record<'deposit' | 'payout', number>
  /** Transactions reorgs dropped, by kind: payouts dropped are the payer's to send again. */
  dropped: Record<'deposits' | 'payouts', number>
  moved: number
  resent: number
  reports: number
  /** Orders the API refused, by error key. */
  refused: Map<string, number>
  /** Orders not placed: the user had less than the minimum to withdraw (its deposits not credited yet). */
  skipped: number
  reviews: { approved: number; rejected: number }
}

export function newTally(): Tally {
  const passes = () => ({ watch: 0, pay: 0, solvency: 0 })
  return { rules: 0, failed: passes(), failedHealed: passes(), healedMessages: [], shortfalls: [], reorgs: { deposit: 0, payout: 0 }, dropped: { deposits: 0, payouts: 0 }, moved: 0, resent: 0, reports: 0, refused: new Map(), skipped: 0, reviews: { approved: 0, rejected: 0 } }
}

export interface Run {
  chain: BenchChain
  proxy: RpcProxy
  world: World
  tally: Tally
  /** Draws made while the schedule runs (operators' decisions when settling). */
  random: SeededRandom
  record: ScheduleRecord
  /** Faults healed for good: the schedule is settling. */
  settling: boolean
  /** When the last step that met a delayed answer ended (performance.now()): the proxy forwards it at most MAX_DELAY_MS after. */
  lastDelayAt: number | undefined
}

const MIN_ORDER = 10n * 10n ** 18n + 1n
const passes: Record<PassName, (ctx: WalletContext) => Promise<unknown>> = { watch: watchDepositsOnce, pay: payWithdrawalsOnce, solvency: solvencyStep }

export async function runStep(run: Run, step: Step): Promise<void> {
  const delays = run.proxy.faultsDealt.delay
  await stepOf(run, step)
  if (run.proxy.faultsDealt.delay > delays) run.lastDelayAt = performance.now()
}

async function stepOf(run: Run, step: Step): Promise<void> {
  switch (step.kind) {
    case 'deposit':
      return deposit(run, step.user, step.amount)
    case 'report':
      return report(run, step.user)
    case 'mine':
      return run.chain.testClient.mine({ blocks: step.blocks })
    case 'watch':
    case 'pay':
    case 'solvency':
      return pass(run, step.kind)
    case 'order':
      return placeOrder(run, step.user, step.amount)
    case 'review':
      return reviewOldest(run, step.approve)
    case 'fault':
      run.tally.rules++
      return run.proxy.inject(step.rule)
    case 'heal':
      return run.proxy.heal()
    case 'reorg':
      return reorg(run, step)
  }
}

/** One worker pass, as its loop runs it: an error is logged and the next pass tries again. */
export async function pass(run: Run, name: PassName): Promise<void> {
  try {
    await passes[name](run.world.ctx)
  } catch (error) {
    if (error instanceof SolvencyShortfallError) run.tally.shortfalls.push(error.message)
    else if (!run.settling) run.tally.failed[name]++
    else {
      run.tally.failedHealed[name]++
      if (run.tally.healedMessages.length < 5) run.tally.healedMessages.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  // The payer's broadcasts are mined before anything reads them, as the payer tests wait for them.
  if (name === 'pay') await run.chain.settlePool()
}

/** A user's wallet sends a deposit to the node it uses (anvil itself, not the workers' faulty one). */
async function deposit(run: Run, user: number, amount: bigint): Promise<void> {
  const signed = await run.chain.signedTransfer(run.record.users[user]!.key, hotWallet.address, amount)
  await run.chain.sendRaw(signed.raw)
  await run.chain.settlePool()
  run.record.deposits.push({ user, amount, ...signed })
}

async function report(run: Run, user: number): Promise<void> {
  const latest = run.record.deposits.findLast((sent) => sent.user === user)
  if (latest === undefined) return
  await reportDeposit(run.world, run.record.users[user]!, latest.hash)
  run.tally.reports++
}

/** Withdraws `wanted`, or all the user can when that is less: amounts that divide by nothing either way. */
async function placeOrder(run: Run, index: number, wanted: bigint): Promise<void> {
  const user = run.record.users[index]!
  const usable = (await userBalances(run.world.database.db, user.id)).get(USDT_ID)?.usable ?? 0n
  const amount = wanted <= usable ? wanted : usable
  if (amount < MIN_ORDER) {
    run.tally.skipped++
    return
  }
  const placed = await order(run.world, user, amount)
  if ('refused' in placed) run.tally.refused.set(placed.refused, (run.tally.refused.get(placed.refused) ?? 0) + 1)
  else run.record.orders.push({ ...placed, user: index, amount })
}

/** The schedule's orders waiting for an operator, oldest first. */
export async function waitingForReview(run: Run): Promise<string[]> {
  if (run.record.orders.length === 0) return []
  const rows = await run.world.database.db
    .selectFrom('withdraw_orders')
    .select('id')
    .where('status', '=', withdrawStatuses.review)
    .where('id', 'in', run.record.orders.map((placed) => placed.id))
    .orderBy('id')
    .execute()
  return rows.map((row) => String(row.id))
}

export async function decide(run: Run, id: string, approve: boolean): Promise<void> {
  await review(run.world, id, approve)
  run.tally.reviews[approve ? 'approved' : 'rejected']++
}

async function reviewOldest(run: Run, approve: boolean): Promise<void> {
  const [oldest] = await waitingForReview(run)
  if (oldest !== undefined) await decide(run, oldest, approve)
}

/**
 * A reorg of the schedule's latest blocks: its users' deposits and the hot wallet's payouts in them
 * may be dropped. A user's wallet sends its dropped deposits again, or not (then they never
 * happened); dropped payouts are the payer's to send again, from its stored bytes.
 */
async function reorg(run: Run, step: Extract<Step, { kind: 'reorg' }>): Promise<void> {
  const depositors = new Set(run.record.users.map((user) => user.key.address.toLowerCase()))
  const payer = hotWallet.address.toLowerCase()
  const outcome = await reorgChain(run.chain, step.depth, step.seed, ({ from }) => depositors.has(from) || from === payer)
  run.tally.reorgs[step.moment]++
  const dropped = new Set(outcome.dropped)
  const deposits = run.record.deposits.filter((sent) => dropped.has(sent.hash)).length
  run.tally.dropped.deposits += deposits
  run.tally.dropped.payouts += dropped.size - deposits
  run.tally.moved += outcome.moved.length
  const random = seededRandom(step.seed + 1)
  for (const user of run.record.users.keys()) {
    const again = run.record.deposits.filter((sent) => sent.user === user && dropped.has(sent.hash))
    if (again.length === 0 || random.next() < 0.5) continue
    for (const sent of again) await run.chain.sendRaw(sent.raw)
    run.tally.resent += again.length
  }
  await run.chain.settlePool()
}
