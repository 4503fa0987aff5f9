/**
 * The server side of bench/matching/run.ts (bench/api/serve.ts's pattern and pieces): a fresh
 * PostgreSQL database, USERS signed-in users holding enough USDT and HAP for any of their
 * orders, and ORDERS pre-signed `Circulation Order Publish` requests of random sides and sizes
 * (a fixed seed, one nonce each); then the API workers.
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { cmPublishSignedParams } from '@hapdex/core/api/circulationMarket'
import { insertSession } from '../../apps/server/src/auth/auth.repo.ts'
import { hashSessionToken, newSessionToken } from '../../apps/server/src/auth/sessionToken.ts'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb, DEFAULT_POOL_MAX } from '../../apps/server/src/db/createDb.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { ensureUser } from '../../apps/server/src/modules/user/user.service.ts'
import { createProgrammes } from '../../apps/server/src/programmes/base/createProgrammes.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { creditForTest, e18, walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { serveInstance, type InstanceSetup } from '../api/instance.ts'
import { adminUrl, announceReady, benchConfig, benchDatabase, forkInstances, freePort, newBenchKey, signActionWithKey } from '../api/serverKit.ts'
import { eachInParallel } from '../herd/population.ts'

const poolMax = Number(process.env['BENCH_POOL_MAX'] ?? DEFAULT_POOL_MAX)
const instances = Number(process.env['BENCH_INSTANCES'] ?? 1)
const userCount = Number(process.env['BENCH_USERS'] ?? 10_000)
const orderCount = Number(process.env['BENCH_ORDERS'] ?? 100_000)
const maxUnits = Number(process.env['BENCH_MAX_UNITS'] ?? 10)
const bodiesFile = process.argv[2] ?? '/tmp/hapdex-matching.json'
const SET_UP_CONNECTIONS = 8
const SESSION_MS = 24 * 3_600_000
const HAP = 1
const USDT = 2

if (cluster.isPrimary) await runPrimary()
else await serveInstance(JSON.parse(process.env['BENCH_INSTANCE'] ?? '{}') as InstanceSetup, benchConfig())

/** mulberry32: the same orders on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

async function runPrimary(): Promise<void> {
  const { name, url: dbUrl } = await benchDatabase('hapdex_matching')
  const db = createDb(dbUrl, { poolMax: SET_UP_CONNECTIONS })
  await migrateToLatest(db)
  const config = benchConfig()
  const programmes = createProgrammes({ config, db, chain: walletTestChain, definitions: programmeList })
  // buildApp registers the programmes' pool accounts; the workers serve, this app never listens.
  await (await buildApp({ config, db, chain: walletTestChain, programmes })).close()
  // Quotas no user reaches: the bench measures matching, not refusals.
  await programmes.ctx.configs.save('cmarket', { buy_quota: '100000000', sell_quota: '100000000' }, 'bench')

  const started = performance.now()
  const users: { id: number; key: `0x${string}`; authorization: string }[] = new Array(userCount)
  await eachInParallel(Array.from({ length: userCount }, (_, i) => i), SET_UP_CONNECTIONS, async (i) => {
    const { key, address } = newBenchKey()
    const { user } = await ensureUser(db, address)
    await creditForTest(db, user.id, USDT, 1_000_000n * e18, `matching-usdt-${user.id}`)
    await creditForTest(db, user.id, HAP, 1_000_000n * e18, `matching-hap-${user.id}`)
    const token = newSessionToken()
    await insertSession(db, { tokenHash: hashSessionToken(token), address, expiresAt: new Date(Date.now() + SESSION_MS), console: false })
    users[i] = { id: user.id, key, authorization: `Bearer ${token}` }
  })
  console.error(`matching: ${userCount} users made in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await writeSignedOrders(db, users)
  await db.destroy()

  const appPort = await freePort()
  const setup: InstanceSetup = { dbUrl, poolMax, barePort: await freePort(), appPort }
  const workers = await forkInstances(setup, instances)
  await announceReady(workers, { appUrl: `http://127.0.0.1:${appPort}`, dbUrl, dbName: name, adminUrl, bodiesFile, instances, poolMax, users: userCount })
}

/** One pre-signed publish per order (random user, side and 1..maxUnits units of 100 HAP); nonces inserted directly. */
async function writeSignedOrders(db: Db, users: { id: number; key: `0x${string}`; authorization: string }[]) {
  const random = seeded(36)
  const expiresAt = new Date(Date.now() + 3 * 3_600_000)
  const bodies: { authorization: string; body: string }[] = []
  const nonceRows: { nonce: string; user_id: number; expires_at: Date }[] = []
  for (let i = 0; i < orderCount; i++) {
    const user = users[Math.floor(random() * users.length)]!
    const params = { type: (random() < 0.5 ? 0 : 1) as 0 | 1, amount: String(100 * (1 + Math.floor(random() * maxUnits))) }
    const nonce = randomBytes(16).toString('hex')
    const signature = signActionWithKey(user.key, { title: 'Circulation Order Publish', params: cmPublishSignedParams(params), nonce, expiresAt: expiresAt.toISOString() })
    nonceRows.push({ nonce, user_id: user.id, expires_at: expiresAt })
    bodies.push({ authorization: user.authorization, body: JSON.stringify({ ...params, nonce, expires_at: expiresAt.toISOString(), signature }) })
  }
  for (let i = 0; i < nonceRows.length; i += 1000) await db.insertInto('action_nonces').values(nonceRows.slice(i, i + 1000)).execute()
  writeFileSync(bodiesFile, JSON.stringify(bodies))
}
