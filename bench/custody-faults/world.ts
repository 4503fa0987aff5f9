import type { RpcProxy } from '@hapdex/chain/rpcProxy'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, http } from 'viem'
import { createWalletContext, type WalletContext } from '../../apps/server/src/modules/wallet/walletContext.ts'
import { account, signIn } from '../../apps/server/src/test/signIn.ts'
import { testConfig } from '../../apps/server/src/test/testApp.ts'
import type { TestDatabase, TestDatabaseKind } from '../../apps/server/src/test/testDb.ts'
import { walletTestApp } from '../../apps/server/src/test/walletTestKit.ts'
import { writeCursor } from '../../apps/server/src/workers/chainLogCursor.ts'
import { DEPOSIT_WATCHER_CURSOR } from '../../apps/server/src/workers/depositWatcher.ts'
import type { BenchChain } from './chain.ts'
import { CLIENT_TIMEOUT_MS, CONFIRMATIONS } from './plan.ts'

/**
 * Orders up to 150 USDT a user a day go straight to the payer, larger sums wait for an operator,
 * so that schedules both approve and reject (refund) orders.
 */
const env = { DEPOSIT_CONFIRMATIONS: String(CONFIRMATIONS), ADMIN_ADDRESSES: account(3).address, WITHDRAW_REVIEW_THRESHOLD: '150', WITHDRAW_DAILY_LIMIT: '100000000' }

/** One database and what runs on it: the API, the workers behind the fault proxy, and an honest view for the checks. */
export interface World {
  database: TestDatabase
  app: FastifyInstance
  /** The workers' context: every chain call through the proxy. */
  ctx: WalletContext
  /** The same database read against the node itself, for the solvency check the bench judges by. */
  truth: WalletContext
  admin: string
  /** Where this database's chain starts: the bench reads payouts from here on. */
  firstBlock: bigint
}

/** The PGlite kind, or PostgreSQL when BENCH_DATABASE_URL is set (testDb.ts reads its URL at import, hence the late import). */
export async function databaseKind(): Promise<TestDatabaseKind> {
  const url = process.env['BENCH_DATABASE_URL']
  if (url !== undefined && url !== '') process.env['TEST_DATABASE_URL'] = url
  const { testDatabases } = await import('../../apps/server/src/test/testDb.ts')
  return testDatabases.find((kind) => kind.name === (url ? 'postgres' : 'pglite'))!
}

export async function openWorld(kind: TestDatabaseKind, chain: BenchChain, proxy: RpcProxy): Promise<World> {
  const database = await kind.create()
  const deployment = chain.devnet.deployment.chain
  const app = await walletTestApp(database.db, env, deployment)
  const config = testConfig(env)
  const ctx = {
    ...createWalletContext({ db: database.db, config, chain: { ...deployment, rpcUrls: [proxy.url] } }),
    // viem's retries as in production, on a shorter clock: a timeout costs 0.15 s instead of 10 s, a backoff 10 ms steps instead of 150.
    publicClient: createPublicClient({ transport: http(proxy.url, { timeout: CLIENT_TIMEOUT_MS, retryDelay: 10 }), pollingInterval: 250 }),
  }
  const truth = createWalletContext({ db: database.db, config, chain: deployment })
  // The watcher starts where this database does, as a deployment's does: the set-up blocks hold the deployer's funding of the hot wallet.
  const firstBlock = (await chain.publicClient.getBlockNumber()) + 1n
  await writeCursor(database.db, DEPOSIT_WATCHER_CURSOR, firstBlock)
  return { database, app, ctx, truth, admin: await signIn(app, account(3)), firstBlock }
}

export async function closeWorld(world: World): Promise<void> {
  await world.app.close()
  await world.database.drop()
}
