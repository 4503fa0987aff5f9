import { pathToFileURL } from 'node:url'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { sql } from 'kysely'
import { loadConfig, type Config } from '../../config.ts'
import { createDb, databaseTarget } from '../../db/createDb.ts'
import type { Db } from '../../db/database.ts'
import { systemPurposeKinds } from './systemPurposes.ts'

export interface TokenTotals {
  token_id: number
  /** Sum of every entry: zero when every transaction balanced. */
  entries: bigint
  users: bigint
  fees: bigint
  held: bigint
  /** Programme accounts inside the ledger (exchange pool, circulation fund, treasury, pools, burned, income): value held by the house, not on chain. */
  programmes: bigint
  /** What operators put into the treasury (negative), a documented source besides deposits. */
  operatorFunding: bigint
  /** The chain's side: minus what deposits brought in, plus what payouts sent out. */
  custody: bigint
  /** Credited and held deposits minus paid withdrawals (net of fees), from the business tables. */
  onChainNet: bigint
}

export interface LedgerCheckResult {
  ok: boolean
  problems: string[]
  tokens: TokenTotals[]
}


const big = (value: string | number | bigint | null | undefined) => BigInt(value ?? 0)

/**
 * The ledger's invariants, per token: entries sum to zero (overall and per transaction), every
 * user balance equals its entries and is not negative, users + fees + held + programmes =
 * −(custody + operator funding), the treasury and reward pools never pay more than they held, and custody matches the deposits and payouts recorded outside the ledger; and no entry or bill
 * refers to a row that does not exist.
 */
export async function checkLedger(db: Db): Promise<LedgerCheckResult> {
  const problems: string[] = []
  const unbalanced = await sql<{ transaction_id: string; token_id: number; total: string }>`
    select transaction_id, token_id, sum(amount)::text as total from ledger_entries
    group by transaction_id, token_id having sum(amount) <> 0`.execute(db)
  for (const row of unbalanced.rows) problems.push(`transaction ${row.transaction_id} token ${row.token_id} is off by ${row.total}`)

  // What each system account is comes from the registry (systemPurposes.ts): house and funded
  // accounts are the programmes' side; funded ones (the treasury, every pool) pay only what was put in.
  const kinds = await systemPurposeKinds(db)
  // User accounts and funded system accounts keep a balance column: it must equal their entries.
  const drifted = await sql<{ id: string; balance: string; total: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.owner_kind = 'user' or a.purpose in (select purpose from system_purposes where kind = 'funded')
    group by a.id having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`.execute(db)
  for (const row of drifted.rows) problems.push(`account ${row.id} holds ${row.balance} but its entries sum to ${row.total}`)

  // Entries and bills (migration 0011) and accounts' tokens (0017) have no foreign keys: their references are checked here.
  const orphans = await sql<{ what: string; id: string }>`
    select 'account' as what, a.id::text as id from ledger_accounts a
      where not exists (select 1 from tokens k where k.id = a.token_id)
    union all
    select 'entry', e.id::text as id from ledger_entries e
      where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)
         or not exists (select 1 from ledger_accounts a where a.id = e.account_id)
    union all
    select 'bill', b.id::text from bills b
      where not exists (select 1 from ledger_transactions t where t.id = b.transaction_id)
         or not exists (select 1 from users u where u.id = b.user_id)
         or not exists (select 1 from tokens k where k.id = b.token_id)`.execute(db)
  for (const row of orphans.rows) problems.push(`${row.what} ${row.id} refers to a missing transaction, account, user or token`)

  const sums = await sql<{ token_id: number; owner_kind: string; purpose: string; total: string }>`
    select e.token_id, a.owner_kind, case when a.owner_kind = 'user' then 'user' else a.purpose end as purpose, sum(e.amount)::text as total
    from ledger_entries e join ledger_accounts a on a.id = e.account_id group by 1, 2, 3`.execute(db)
  const deposits = await sql<{ token_id: number; total: string }>`
    select token_id, sum(amount)::text as total from deposits where status in ('credited', 'held') group by token_id`.execute(db)
  const payouts = await sql<{ token_id: number; total: string }>`
    select token_id, sum(amount - fee)::text as total from withdraw_orders where status = ${withdrawStatuses.paid} group by token_id`.execute(db)

  const totals = new Map<number, TokenTotals>()
  const of = (tokenId: number) => {
    const found = totals.get(tokenId) ?? { token_id: tokenId, entries: 0n, users: 0n, fees: 0n, held: 0n, programmes: 0n, operatorFunding: 0n, custody: 0n, onChainNet: 0n }
    totals.set(tokenId, found)
    return found
  }
  for (const row of sums.rows) {
    const t = of(row.token_id)
    const amount = big(row.total)
    t.entries += amount
    const kind = row.purpose === 'user' ? 'user' : kinds.get(row.purpose)
    if (kind === 'user') t.users += amount
    else if (kind === 'fees') t.fees += amount
    else if (kind === 'held') t.held += amount
    else if (row.purpose === 'custody') t.custody += amount
    else if (row.purpose === 'operator_funding') t.operatorFunding += amount
    else if (kind === 'house' || kind === 'funded') t.programmes += amount
    else problems.push(`token ${row.token_id}: unknown system purpose ${row.purpose}`)
    if (kind === 'funded' && amount < 0n) problems.push(`token ${row.token_id}: ${row.purpose} paid ${-amount} more than it held`)
  }
  for (const row of deposits.rows) of(row.token_id).onChainNet += big(row.total)
  for (const row of payouts.rows) of(row.token_id).onChainNet -= big(row.total)

  for (const t of totals.values()) {
    if (t.entries !== 0n) problems.push(`token ${t.token_id}: entries sum to ${t.entries}`)
    if (t.users + t.fees + t.held + t.programmes !== -(t.custody + t.operatorFunding)) problems.push(`token ${t.token_id}: users + fees + held + programmes ≠ custody + operator funding`)
    if (-t.custody !== t.onChainNet) problems.push(`token ${t.token_id}: custody ${-t.custody} ≠ deposits − payouts ${t.onChainNet}`)
  }
  return { ok: problems.length === 0, problems, tokens: [...totals.values()].sort((a, b) => a.token_id - b.token_id) }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const db = createDb(databaseTarget(config))
  try {
    // A check must not change the schema it checks: an unmigrated database is reported, not migrated.
    const { rows } = await sql<{ ledger: string | null }>`select to_regclass('ledger_entries')::text as ledger`.execute(db)
    if (rows[0]?.ledger == null) {
      console.error('no ledger in this database yet: start the server once (npm start) to create it')
      process.exitCode = 2
      return
    }
    const result = await checkLedger(db)
    console.table(result.tokens.map((t) => Object.fromEntries(Object.entries(t).map(([key, value]) => [key, String(value)]))))
    if (result.ok) console.log('ledger invariant holds for every token')
    else {
      console.error(`ledger invariant BROKEN:\n${result.problems.join('\n')}`)
      process.exitCode = 1
    }
    await checkSolvencyFromCli(db, config)
  } finally {
    await db.destroy()
  }
}

/**
 * The books against the chain, when the chain can be read: a shortfall fails the check; a node
 * that cannot be reached is said, and leaves the verdict to the books.
 */
async function checkSolvencyFromCli(db: Db, config: Config): Promise<void> {
  const [{ loadChainConfig }, { createWalletContext }, { checkSolvency, describeShortfalls }] = await Promise.all([
    import('../../chain/loadChainConfig.ts'),
    import('./walletContext.ts'),
    import('./solvency.ts'),
  ])
  try {
    const lines = await checkSolvency(createWalletContext({ db, config, chain: loadChainConfig(config) }))
    console.table(lines.map((line) => ({ token: line.symbol, owed: String(line.owed), on_chain: String(line.onChain), in_flight: String(line.inFlight), shortfall: String(line.shortfall) })))
    const shortfall = describeShortfalls(lines)
    if (shortfall === null) console.log('custody holds on chain what it owes for every token')
    else {
      console.error(`solvency BROKEN: ${shortfall}`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error(`solvency not checked: the chain could not be read (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
