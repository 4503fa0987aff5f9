/**
 * The server side of bench/api/run.ts, in its own processes so autocannon does not share their
 * event loops. The primary makes a fresh PostgreSQL database, funded users and pre-signed
 * transfers (each with its own nonce), then forks BENCH_INSTANCES workers (default 1) that each
 * serve the API and a bare Fastify route on shared ports, as several API instances behind a load
 * balancer would (node:cluster hands each connection to one worker). The primary answers the
 * runner's control requests (counters summed over the workers, profiles) and prints one JSON line.
 * For the limits case it forks three more groups (limitGroups.ts).
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb, DEFAULT_POOL_MAX } from '../../apps/server/src/db/createDb.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { creditForTest, e18, userIdOf, walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { signIn } from '../../apps/server/src/test/signIn.ts'
import { benchCases } from './cases.ts'
import { serveInstance, type InstanceSetup } from './instance.ts'
import { forkLimitGroups } from './limitGroups.ts'
import { adminUrl, announceReady, benchConfig, benchDatabase, forkInstances, freePort, signActionWithKey } from './serverKit.ts'

const poolMax = Number(process.env['BENCH_POOL_MAX'] ?? DEFAULT_POOL_MAX)
const instances = Number(process.env['BENCH_INSTANCES'] ?? 1)
const users = Number(process.env['BENCH_USERS'] ?? 50)
const transfers = Number(process.env['BENCH_TRANSFERS'] ?? 20_000)
const bodiesFile = process.argv[2] ?? '/tmp/hapdex-bench-transfers.json'

if (cluster.isPrimary) await runPrimary()
else {
  const setup = JSON.parse(process.env['BENCH_INSTANCE'] ?? '{}') as InstanceSetup
  await serveInstance(setup, benchConfig(setup.env))
}

async function runPrimary(): Promise<void> {
  const { name, url: dbUrl } = await benchDatabase()
  const db = createDb(dbUrl, { poolMax: 2 })
  await migrateToLatest(db)

  // Sessions and balances are made through a throwaway app; the workers find them in the database.
  const setupApp = await buildApp({ config: benchConfig(), db, chain: walletTestChain })
  const sessions: { key: Hex; address: string; authorization: string; id: number }[] = []
  for (let i = 0; i < users; i++) {
    const key = generatePrivateKey()
    const signer = privateKeyToAccount(key)
    const authorization = await signIn(setupApp, signer)
    const id = await userIdOf(setupApp, authorization)
    await creditForTest(db, id, 2, 1_000_000n * e18, `bench-${id}`)
    sessions.push({ key, address: signer.address, authorization, id })
  }
  await setupApp.close()
  await writeSignedTransfers(db, sessions)
  await db.destroy()

  const [barePort, appPort] = [await freePort(), await freePort()]
  const setup: InstanceSetup = { dbUrl, poolMax, barePort, appPort }
  const workers = await forkInstances(setup, instances)
  const limits = benchCases.has('limits') ? await forkLimitGroups({ dbUrl, poolMax }) : undefined
  await announceReady(workers, {
    bareUrl: `http://127.0.0.1:${barePort}`,
    appUrl: `http://127.0.0.1:${appPort}`,
    dbUrl,
    dbName: name,
    adminUrl,
    authorization: sessions[0]?.authorization,
    bodiesFile,
    poolMax,
    instances,
    limits: limits === undefined ? undefined : 'skipped' in limits ? { skipped: limits.skipped } : { urls: limits.urls },
  }, limits !== undefined && 'workers' in limits ? limits.workers : {})
}

/** Nonces are inserted directly (the endpoint is one INSERT as well); signing uses libsecp256k1. */
async function writeSignedTransfers(db: ReturnType<typeof createDb>, sessions: { key: Hex; address: string; authorization: string; id: number }[]) {
  const expiresAt = new Date(Date.now() + 3_600_000)
  const bodies: { authorization: string; body: string }[] = []
  const nonceRows: { nonce: string; user_id: number; expires_at: Date }[] = []
  for (let i = 0; i < transfers; i++) {
    const from = sessions[i % users]
    const to = sessions[(i + 1 + (i % (users - 1))) % users]
    if (from === undefined || to === undefined || from === to) continue
    const nonce = randomBytes(16).toString('hex')
    const params = { token_id: 2, amount: '0.001', to_address: to.address }
    const signatureHex = signActionWithKey(from.key, { title: 'Transfer Out', params: transferOutSignedParams(params), nonce, expiresAt: expiresAt.toISOString() })
    nonceRows.push({ nonce, user_id: from.id, expires_at: expiresAt })
    bodies.push({ authorization: from.authorization, body: JSON.stringify({ ...params, nonce, expires_at: expiresAt.toISOString(), signature: signatureHex }) })
  }
  for (let i = 0; i < nonceRows.length; i += 1000) await db.insertInto('action_nonces').values(nonceRows.slice(i, i + 1000)).execute()
  writeFileSync(bodiesFile, JSON.stringify(bodies))
}
