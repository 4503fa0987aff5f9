import pg from 'pg'

/** Fixed numbers shared by every process of the deployment: one leader per loop. */
export const leaderLocks = {
  /** The withdrawal payer: one signer of the hot wallet's nonces (the number the money loop, watcher and payer together, had). */
  payouts: 7_100_005,
  /** The deposit watcher. */
  deposits: 7_100_010,
  /** The solvency check. */
  solvency: 7_100_011,
  /** The periodic ledger check (its result is a metric). */
  ledgerCheck: 7_100_012,
  /** Daily settlements and the programmes' retried work. */
  programmes: 7_100_006,
  /** Transactions the server sends for the exchange's upkeep (the pool keeper): one sender, one set of nonces. */
  keeper: 7_100_007,
  /** The pair and liquidity indexers: one reader of the chain's logs. */
  indexers: 7_100_008,
  /** The daily price snapshot. */
  priceSnapshot: 7_100_009,
} as const

/**
 * The session that holds a worker process's leader locks: one connection of its own, outside every
 * pool, so a loop holding its lock for a 100 s settlement holds no pooled connection, and the
 * locks never pass through a transaction-mode pooler (DATABASE_DIRECT_URL).
 */
export interface LeaderSession {
  tryLock(lock: number): Promise<boolean>
  unlock(lock: number): Promise<void>
  close(): Promise<void>
}

/**
 * Connects on first use and again after the connection is lost. A lost session has lost its
 * locks with it: the pass then running finishes (each loop's work is safe against a second
 * runner through its rows, not the lock alone), and the next pass must win the lock again.
 */
export function createLeaderSession(url: string, log: (message: string, error?: unknown) => void): LeaderSession {
  let client: Promise<pg.Client> | undefined
  const connect = () => {
    const next = new pg.Client({ connectionString: url, application_name: 'hapdex-worker-leader' })
    let told = false
    const forget = (error?: Error) => {
      if (client === connected) client = undefined
      // pg may report one loss more than once: once per connection is the operator's line.
      if (error === undefined || told) return
      told = true
      log('the leader-lock connection was lost: its locks are released, each loop takes its lock again next pass', error)
    }
    next.on('error', forget)
    next.on('end', () => forget())
    const connected = next.connect().then(() => next)
    connected.catch(() => forget())
    return connected
  }
  // One query at a time: the loops share the session, and pg no longer queues a client's queries for its callers.
  let queue: Promise<unknown> = Promise.resolve()
  const query = (text: string, lock: number) => {
    const run = queue.then(async () => {
      client ??= connect()
      return (await client).query<{ locked?: boolean }>(text, [lock])
    })
    // The caller gets the failure through `run`; the queue only waits for it to be over.
    queue = run.catch(() => undefined)
    return run
  }
  return {
    async tryLock(lock) {
      return (await query('select pg_try_advisory_lock($1) as locked', lock)).rows[0]?.locked === true
    },
    async unlock(lock) {
      try {
        await query('select pg_advisory_unlock($1)', lock)
      } catch (error) {
        // A lost session released the lock already (and its loss is logged); a live one that cannot unlock holds it until it ends.
        log(`leader lock ${lock} could not be released: another process takes the loop only once this session ends`, error)
      }
    },
    async close() {
      const open = client
      client = undefined
      await open?.then((connected) => connected.end(), () => undefined)
    },
  }
}

/** Runs `work` while this process holds the loop's lock; resolves false when another process holds it. */
export async function withLeaderLock(session: LeaderSession, lock: number, work: () => Promise<void>): Promise<boolean> {
  if (!(await session.tryLock(lock))) return false
  try {
    await work()
  } finally {
    await session.unlock(lock)
  }
  return true
}
