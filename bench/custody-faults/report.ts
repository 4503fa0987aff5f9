import type { RpcProxy } from '@hapdex/chain/rpcProxy'
import type { Finding, Verdict } from './judge.ts'
import type { ScheduleRun } from './schedule.ts'
import type { Tally } from './steps.ts'

export interface Totals {
  schedules: number
  databases: number
  deposits: number
  /** Deposits a reorg dropped for good (their wallets did not send them again): rightly never credited. */
  offChain: number
  withdrawals: number
  paid: number
  refunded: number
  lost: number
  doubled: number
  ledgerProblems: number
  /** Rounds after healing, summed and at most, over the schedules that settled. */
  rounds: number
  maxRounds: number
  unsettled: number
}

export function emptyTotals(): Totals {
  return { schedules: 0, databases: 0, deposits: 0, offChain: 0, withdrawals: 0, paid: 0, refunded: 0, lost: 0, doubled: 0, ledgerProblems: 0, rounds: 0, maxRounds: 0, unsettled: 0 }
}

/** Adds a schedule and its verdict to the totals. */
export function count(totals: Totals, done: ScheduleRun, verdict: Verdict): void {
  totals.schedules++
  totals.deposits += done.record.deposits.length
  totals.offChain += verdict.offChain
  totals.withdrawals += done.record.orders.length
  totals.paid += verdict.paid
  totals.refunded += verdict.refunded
  if (done.rounds === undefined) totals.unsettled++
  else {
    totals.rounds += done.rounds
    totals.maxRounds = Math.max(totals.maxRounds, done.rounds)
  }
  for (const finding of verdict.findings) {
    if (finding.kind === 'lost') totals.lost++
    else if (finding.kind === 'doubled') totals.doubled++
    else totals.ledgerProblems++
  }
}

const byKey = (record: Readonly<Record<string, number>>) =>
  Object.entries(record)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ')

export interface Summary {
  seed: number
  kind: string
  perDatabase: number
  totals: Totals
  tally: Tally
  proxy: RpcProxy
  seconds: number
  setUpSeconds: number
}

export function printSummary({ seed, kind, perDatabase, totals: t, tally, proxy, seconds, setUpSeconds }: Summary): void {
  const dealt = Object.values(proxy.faultsDealt).reduce((sum, n) => sum + n, 0)
  const refused = [...tally.refused].map(([key, n]) => `${key} ${n}`).join(', ') || 'none'
  const settledIn = t.schedules - t.unsettled === 0 ? '-' : (t.rounds / (t.schedules - t.unsettled)).toFixed(1)
  console.log(`seed ${seed}; ${t.schedules} schedules on ${t.databases} ${kind} database(s), ${perDatabase} a database`)
  console.log(`faults dealt by the proxy: ${byKey(proxy.faultsDealt)} (${dealt} requests, ${tally.rules} rules)`)
  console.log(`passes failed under faults: ${byKey(tally.failed)}; after healing: ${byKey(tally.failedHealed)}`)
  for (const message of tally.healedMessages) console.log(`  after healing: ${message}`)
  console.log(`reorgs: ${tally.reorgs.deposit} between a deposit and its crediting, ${tally.reorgs.payout} between a payout's broadcast and its settlement; dropped ${tally.dropped.deposits} deposits (${tally.resent} sent again by their wallets) and ${tally.dropped.payouts} payouts (the payer's to send again), mined ${tally.moved} transactions again`)
  console.log(`deposits: ${t.deposits} sent, ${t.deposits - t.offChain} on chain at the end and credited, ${t.offChain} dropped by a reorg for good and not credited; ${tally.reports} reported through entry-mark`)
  console.log(`withdrawals: ${t.withdrawals} placed, ${t.paid} paid, ${t.refunded} refunded (operators approved ${tally.reviews.approved}, rejected ${tally.reviews.rejected}); ${tally.skipped} not placed (nothing credited yet to withdraw); refused by the API: ${refused}`)
  console.log(`settled after healing in ${settledIn} rounds on average, ${t.maxRounds} at most; ${t.unsettled} schedule(s) did not settle`)
  console.log(`solvency step flagged ${tally.shortfalls.length} shortfall(s)${tally.shortfalls.length > 0 ? `, first: ${tally.shortfalls[0]}` : ''}`)
  console.log(`time: ${seconds.toFixed(1)} s (${setUpSeconds.toFixed(1)} s of set-up and self-test, ${((seconds - setUpSeconds) / Math.max(t.schedules, 1)).toFixed(2)} s a schedule)`)
  // Anything lost or doubled fails the line, as a broken invariant does.
  const ledger = t.lost === 0 && t.doubled === 0 && t.ledgerProblems === 0 ? 'ledger holds' : 'ledger fails'
  console.log(`custody faults: ${t.schedules} schedules, ${t.deposits} deposits, ${t.withdrawals} withdrawals, ${t.lost} lost, ${t.doubled} doubled, ${ledger}`)
}

export function printFinding(index: number, seed: number, finding: Finding): void {
  console.log(`  schedule ${index} (seed ${seed}): ${finding.kind}: ${finding.what}`)
}
