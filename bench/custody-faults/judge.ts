import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { erc20Abi, TransactionReceiptNotFoundError, type Address, type Hex } from 'viem'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import { userBalances } from '../../apps/server/src/modules/wallet/ledger.ts'
import { checkSolvency } from '../../apps/server/src/modules/wallet/solvency.ts'
import { hotWallet, type BenchChain } from './chain.ts'
import { USDT_ID, type Depositor, type PlacedOrder, type SentDeposit } from './users.ts'
import type { World } from './world.ts'

export interface Finding {
  kind: 'lost' | 'doubled' | 'ledger'
  what: string
}

export interface Verdict {
  findings: Finding[]
  paid: number
  /** Orders refunded (rejected by an operator, or failed on chain) and not paid. */
  refunded: number
  /** Deposits a reorg took off the chain for good: rightly never credited. */
  offChain: number
}

/** What the schedule did, for the judge: its users, the deposits they sent, the orders the API took. */
export interface ScheduleRecord {
  users: Depositor[]
  deposits: SentDeposit[]
  orders: PlacedOrder[]
}

/** Whether the chain holds the deposit now: a successful receipt on the node's canonical chain. */
export async function onChain(chain: BenchChain, hash: Hex): Promise<boolean> {
  try {
    return (await chain.publicClient.getTransactionReceipt({ hash })).status === 'success'
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return false
    throw error
  }
}

/**
 * The books against the chain. Each deposit the chain holds is credited once, for its amount, and
 * none it does not hold; each order's payee received exactly its payout if the order is paid and
 * nothing if it was refunded; every user holds what the chain says it deposited less what it was
 * paid; the ledger's invariants hold; custody on chain covers what it owes, and, with nothing in
 * flight, is exactly what the books say it holds.
 */
export async function judge(chain: BenchChain, world: World, record: ScheduleRecord): Promise<Verdict> {
  const verdict: Verdict = { findings: [], paid: 0, refunded: 0, offChain: 0 }
  const held = await judgeDeposits(chain, world, record, verdict)
  const paid = await judgeOrders(chain, world, record, verdict)
  await judgeUsers(world, record, held, paid, verdict)
  await judgeCustody(world, verdict)
  return verdict
}

async function judgeDeposits(chain: BenchChain, world: World, record: ScheduleRecord, verdict: Verdict): Promise<Map<number, bigint>> {
  const held = new Map<number, bigint>()
  for (const deposit of record.deposits) {
    const rows = await world.database.db.selectFrom('deposits').select(['status', 'amount']).where('tx_hash', '=', deposit.hash.toLowerCase()).execute()
    const credited = rows.filter((row) => row.status === 'credited')
    const creditedAmount = credited.reduce((sum, row) => sum + BigInt(row.amount), 0n)
    if (!(await onChain(chain, deposit.hash))) {
      verdict.offChain++
      if (credited.length > 0) verdict.findings.push({ kind: 'doubled', what: `deposit ${deposit.hash} credited ${creditedAmount} though the chain does not hold it` })
      continue
    }
    held.set(deposit.user, (held.get(deposit.user) ?? 0n) + deposit.amount)
    if (credited.length === 0) verdict.findings.push({ kind: 'lost', what: `deposit ${deposit.hash} of ${deposit.amount} not credited (rows: ${rows.map((row) => row.status).join(', ') || 'none'})` })
    else if (credited.length > 1 || creditedAmount !== deposit.amount) verdict.findings.push({ kind: creditedAmount > deposit.amount ? 'doubled' : 'lost', what: `deposit ${deposit.hash} of ${deposit.amount} credited ${credited.length} time(s), ${creditedAmount} in all` })
  }
  return held
}

/** What left the hot wallet for each payee, transfer by transfer, since the database began. */
async function payoutsTo(chain: BenchChain, world: World, payees: Address[]): Promise<Map<string, bigint[]>> {
  const sent = new Map<string, bigint[]>()
  if (payees.length === 0) return sent
  const logs = await chain.publicClient.getContractEvents({ address: chain.token('USDT'), abi: erc20Abi, eventName: 'Transfer', args: { from: hotWallet.address, to: payees }, fromBlock: world.firstBlock, strict: true })
  for (const log of logs) {
    const to = log.args.to.toLowerCase()
    sent.set(to, [...(sent.get(to) ?? []), log.args.value])
  }
  return sent
}

async function judgeOrders(chain: BenchChain, world: World, record: ScheduleRecord, verdict: Verdict): Promise<Map<number, bigint>> {
  const paid = new Map<number, bigint>()
  const sent = await payoutsTo(chain, world, record.orders.map((order) => order.payee))
  for (const order of record.orders) {
    const row = await world.database.db.selectFrom('withdraw_orders').select(['status', 'amount', 'fee']).where('id', '=', order.id).executeTakeFirstOrThrow()
    const transfers = sent.get(order.payee.toLowerCase()) ?? []
    const payout = BigInt(row.amount) - BigInt(row.fee)
    const name = `order ${order.id} (${order.amount}, status ${row.status})`
    if (transfers.length > 1) verdict.findings.push({ kind: 'doubled', what: `${name} paid ${transfers.length} times on chain` })
    if (row.status === withdrawStatuses.paid) {
      verdict.paid++
      paid.set(order.user, (paid.get(order.user) ?? 0n) + BigInt(row.amount))
      if (transfers.length === 0) verdict.findings.push({ kind: 'lost', what: `${name} is paid in the books, and its payee received nothing` })
      else if (transfers[0] !== payout) verdict.findings.push({ kind: 'lost', what: `${name}: its payee received ${transfers[0]}, not ${payout}` })
    } else if (row.status === withdrawStatuses.failed || row.status === withdrawStatuses.rejected) {
      verdict.refunded++
      if (transfers.length > 0) verdict.findings.push({ kind: 'doubled', what: `${name} refunded, and paid on chain` })
    } else verdict.findings.push({ kind: 'lost', what: `${name} neither paid nor refunded after healing (${transfers.length} transfer(s) on chain)` })
  }
  return paid
}

/** usable + frozen = what the chain holds of the user's deposits − the amounts of its paid orders (fees included). */
async function judgeUsers(world: World, record: ScheduleRecord, held: Map<number, bigint>, paid: Map<number, bigint>, verdict: Verdict): Promise<void> {
  for (const [index, user] of record.users.entries()) {
    const balance = (await userBalances(world.database.db, user.id)).get(USDT_ID)
    const has = (balance?.usable ?? 0n) + (balance?.frozen ?? 0n)
    const owed = (held.get(index) ?? 0n) - (paid.get(index) ?? 0n)
    if (has !== owed) verdict.findings.push({ kind: has < owed ? 'lost' : 'doubled', what: `user ${user.id} holds ${has}, the chain says ${owed}` })
  }
}

async function judgeCustody(world: World, verdict: Verdict): Promise<void> {
  const ledger = await checkLedger(world.database.db)
  for (const problem of ledger.problems) verdict.findings.push({ kind: 'ledger', what: problem })
  const usdt = (await checkSolvency(world.truth)).find((line) => line.tokenId === USDT_ID)
  if (usdt === undefined) throw new Error('no USDT line in the solvency check')
  if (usdt.shortfall > 0n) verdict.findings.push({ kind: 'doubled', what: `custody is short ${usdt.shortfall} (owed ${usdt.owed}, on chain ${usdt.onChain}, in flight ${usdt.inFlight})` })
  const custody = ledger.tokens.find((totals) => totals.token_id === USDT_ID)?.custody ?? 0n
  // A payout mined and not yet settled has left the chain and not the books: compared only with nothing in flight.
  if (usdt.inFlight === 0n && usdt.onChain !== -custody) {
    verdict.findings.push({ kind: usdt.onChain < -custody ? 'doubled' : 'lost', what: `the hot wallet holds ${usdt.onChain}, the books say ${-custody}` })
  }
}
