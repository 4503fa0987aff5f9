import type { RpcFault, RpcFaultRule } from '@hapdex/chain/rpcProxy'
import type { SeededRandom } from '../../apps/server/src/test/seededRandom.ts'

/** What the workers' client asks the node (counted through the proxy on a healthy run). */
export const WORKER_METHODS = [
  'eth_blockNumber',
  'eth_getLogs',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_call',
  'eth_sendRawTransaction',
  // The payer's reconciliation, on a database's first pass.
  'eth_getTransactionByHash',
] as const

/** The workers' client gives up on an answer after this long (the bench's, not production's 10 s: see README). */
export const CLIENT_TIMEOUT_MS = 150
/** The longest a delayed answer is held: after healing, the bench waits this long for the last ones to land. */
export const MAX_DELAY_MS = CLIENT_TIMEOUT_MS + 250
/** Depth at which deposits are credited and payouts settled; reorgs stay shallower, as the setting assumes. */
export const CONFIRMATIONS = 3

const E18 = 10n ** 18n

export type Step =
  | { kind: 'deposit'; user: number; amount: bigint }
  /** The user reports its latest deposit through entry-mark (young or deep, as it happens). */
  | { kind: 'report'; user: number }
  | { kind: 'mine'; blocks: number }
  | { kind: 'watch' }
  | { kind: 'pay' }
  | { kind: 'solvency' }
  /** Clipped to what the user can withdraw when it runs. */
  | { kind: 'order'; user: number; amount: bigint }
  /** An operator decides the oldest order waiting for review. */
  | { kind: 'review'; approve: boolean }
  | { kind: 'fault'; rule: RpcFaultRule }
  | { kind: 'heal' }
  /** `seed` draws, when it runs, which of the replaced blocks' transactions are dropped and where the rest go. */
  | { kind: 'reorg'; moment: 'deposit' | 'payout'; depth: number; seed: number }

export interface Plan {
  index: number
  users: number
  steps: Step[]
}

/**
 * One schedule. Deposits first, between watcher and payer passes, blocks, reports and faults,
 * maybe a reorg right after one of them (before its crediting); the deposits are buried; then
 * withdrawal orders between passes, reviews and faults, maybe a reorg right after a payer pass
 * (between its broadcasts and their settlement). Healing and settling follow in schedule.ts.
 */
export function planSchedule(random: SeededRandom, index: number): Plan {
  const users = random.int(2, 3)
  const deposits: Step[] = []
  for (let user = 0; user < users; user++) for (let n = random.int(1, 2); n > 0; n--) deposits.push({ kind: 'deposit', user, amount: random.bigint(20n * E18, 400n * E18) })
  const first = interleave(random, deposits, depositSide(random, users), random.next() < 0.7 ? 'deposit' : undefined)
  const orders: Step[] = Array.from({ length: random.int(1, 4) }, () => ({ kind: 'order', user: random.int(0, users - 1), amount: random.bigint(10n * E18 + 1n, 160n * E18) }))
  if (random.next() < 0.3) orders.push({ kind: 'deposit', user: random.int(0, users - 1), amount: random.bigint(20n * E18, 400n * E18) })
  const second = interleave(random, orders, orderSide(random, orders.length), random.next() < 0.7 ? 'payout' : undefined)
  return { index, users, steps: [...first, { kind: 'mine', blocks: CONFIRMATIONS }, { kind: 'watch' }, ...second] }
}

function depositSide(random: SeededRandom, users: number): Step[] {
  const pool = (): Step => random.pick<() => Step>([
    () => ({ kind: 'mine', blocks: random.int(1, 2) }),
    () => ({ kind: 'mine', blocks: 1 }),
    () => ({ kind: 'watch' }),
    () => ({ kind: 'watch' }),
    () => ({ kind: 'pay' }),
    () => ({ kind: 'solvency' }),
    () => ({ kind: 'report', user: random.int(0, users - 1) }),
    () => ({ kind: 'fault', rule: faultRule(random) }),
    () => ({ kind: 'fault', rule: faultRule(random) }),
  ])()
  return Array.from({ length: random.int(3, 8) }, pool)
}

function orderSide(random: SeededRandom, orders: number): Step[] {
  const pool = (): Step => random.pick<() => Step>([
    () => ({ kind: 'mine', blocks: random.int(1, 2) }),
    () => ({ kind: 'watch' }),
    () => ({ kind: 'pay' }),
    () => ({ kind: 'pay' }),
    () => ({ kind: 'solvency' }),
    () => ({ kind: 'review', approve: random.next() < 0.5 }),
    () => ({ kind: 'fault', rule: faultRule(random) }),
    () => ({ kind: 'fault', rule: faultRule(random) }),
    () => ({ kind: 'heal' }),
  ])()
  return Array.from({ length: random.int(orders + 2, orders + 7) }, pool)
}

/** `main` and `side` shuffled together; a reorg goes right after a random step of the moment's kind. */
function interleave(random: SeededRandom, main: Step[], side: Step[], reorgAt: 'deposit' | 'payout' | undefined): Step[] {
  const steps = [...main, ...side]
  for (let i = steps.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[steps[i], steps[j]] = [steps[j]!, steps[i]!]
  }
  if (reorgAt === undefined) return steps
  const after = reorgAt === 'deposit' ? 'deposit' : 'pay'
  const candidates = steps.flatMap((step, at) => (step.kind === after ? [at] : []))
  if (candidates.length === 0) steps.push({ kind: 'pay' })
  const at = candidates.length === 0 ? steps.length - 1 : random.pick(candidates)
  steps.splice(at + 1, 0, { kind: 'reorg', moment: reorgAt, depth: random.int(1, CONFIRMATIONS - 1), seed: random.int(0, 2 ** 31) })
  return steps
}

/** Which methods fail, how, after how many of their calls, and how many times (sometimes until healed). */
export function faultRule(random: SeededRandom): RpcFaultRule {
  const methods = random.next() < 0.1 ? undefined : pickSome(random, WORKER_METHODS, random.int(1, 2))
  const times = random.next() < 0.15 ? undefined : random.int(1, 6)
  return { ...(methods === undefined ? {} : { methods }), fault: fault(random), ...(times === undefined ? {} : { times }), after: random.int(0, 3) }
}

function fault(random: SeededRandom): RpcFault {
  const kind = random.pick(['error', 'rateLimit', 'serverError', 'drop', 'delay'] as const)
  if (kind !== 'delay') return { kind }
  // Mostly a timeout (the answer comes after the client gave up: a broadcast then lands anyway); sometimes only slow.
  return { kind, ms: random.next() < 0.75 ? random.int(CLIENT_TIMEOUT_MS + 50, MAX_DELAY_MS) : random.int(20, CLIENT_TIMEOUT_MS / 2) }
}

function pickSome<T>(random: SeededRandom, values: readonly T[], count: number): T[] {
  const picked = new Set<T>()
  while (picked.size < count) picked.add(random.pick(values))
  return [...picked]
}

/** The steps in a line, to write down with a schedule that went wrong. */
export function describePlan(plan: Plan): string {
  const amount = (units: bigint) => `${units / E18}.${(units % E18).toString().padStart(18, '0')}`
  const rule = ({ methods, fault, times, after }: RpcFaultRule) =>
    `${fault.kind}${fault.kind === 'delay' ? ` ${fault.ms}ms` : ''} on ${methods?.join('+') ?? 'every method'} after ${after ?? 0}${times === undefined ? ' until healed' : ` ×${times}`}`
  const text = (step: Step): string => {
    switch (step.kind) {
      case 'deposit':
        return `deposit(user ${step.user}, ${amount(step.amount)})`
      case 'report':
        return `report(user ${step.user})`
      case 'mine':
        return `mine ${step.blocks}`
      case 'order':
        return `order(user ${step.user}, ${amount(step.amount)})`
      case 'review':
        return step.approve ? 'approve' : 'reject'
      case 'fault':
        return `fault(${rule(step.rule)})`
      case 'reorg':
        return `reorg(after a ${step.moment}, depth ${step.depth}, seed ${step.seed})`
      default:
        return step.kind
    }
  }
  return `${plan.users} users: ${plan.steps.map(text).join(', ')}`
}
