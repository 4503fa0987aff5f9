/**
 * The server side of bench/api/run.ts, in its own processes so autocannon does not share their
 * event loops. The primary makes a fresh PostgreSQL database, funded users and pre-signed
 * transfers (each with its own nonce), then forks BENCH_INSTANCES workers (default 1) that each
 * serve the API and a bare Fastify route on shared ports, as several API instances behind a load
 * balancer would (node:cluster hands each connection to one worker). The primary answers the
 * runner's control requests (counters summed over the workers, profiles) and prints one JSON line.
 */
import cluster, { type Worker } from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { signedActionMessage } from '@hapdex/core/api/signedAction'
import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import Fastify from 'fastify'
import secp256k1 from 'secp256k1'
import { bytesToHex, hashMessage, hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb, DEFAULT_POOL_MAX } from '../../apps/server/src/db/createDb.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { creditForTest, e18, userIdOf, walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { signIn } from '../../apps/server/src/test/signIn.ts'
import { testConfig } from '../../apps/server/src/test/testApp.ts'
import { serveInstance, type ControlCommand, type ControlReply, type InstanceSetup } from './instance.ts'

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const poolMax = Number(process.env['BENCH_POOL_MAX'] ?? DEFAULT_POOL_MAX)
const instances = Number(process.env['BENCH_INSTANCES'] ?? 1)
const users = Number(process.env['BENCH_USERS'] ?? 50)
const transfers = Number(process.env['BENCH_TRANSFERS'] ?? 20_000)
const bodiesFile = process.argv[2] ?? '/tmp/hapdex-bench-transfers.json'

// As production would run it: warnings logged, and a rate limit that 32 connections never reach.
const benchConfig = () => testConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' })

if (cluster.isPrimary) await runPrimary()
else {
  const setup = JSON.parse(process.env['BENCH_INSTANCE'] ?? '{}') as InstanceSetup
  await serveInstance(setup, benchConfig())
}

/** BENCH_DB_URL: serve an existing, migrated database (bench/settlement's) instead of a scratch one of its own. */
async function benchDatabase(): Promise<{ name: string; url: string }> {
  const existing = process.env['BENCH_DB_URL']
  if (existing !== undefined) return { name: new URL(existing).pathname.slice(1), url: existing }
  return createScratchDatabase(adminUrl, 'hapdex_bench')
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
  const workers = await Promise.all(Array.from({ length: instances }, () => fork(setup)))
  const control = controlServer(workers)
  const controlUrl = await control.listen({ port: 0, host: '127.0.0.1' })

  console.log(
    JSON.stringify({
      bareUrl: `http://127.0.0.1:${barePort}`,
      appUrl: `http://127.0.0.1:${appPort}`,
      controlUrl,
      dbUrl,
      dbName: name,
      adminUrl,
      authorization: sessions[0]?.authorization,
      bodiesFile,
      poolMax,
      instances,
    }),
  )
  process.on('SIGTERM', () => {
    for (const worker of workers) worker.kill('SIGTERM')
    void control.close().then(() => process.exit(0))
  })
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
    const message = signedActionMessage({ title: 'Transfer Out', params: transferOutSignedParams(params), nonce, expiresAt: expiresAt.toISOString() })
    const { signature, recid } = secp256k1.ecdsaSign(hashMessage(message, 'bytes'), hexToBytes(from.key))
    const signatureHex = `${bytesToHex(signature)}${(27 + recid).toString(16)}`
    nonceRows.push({ nonce, user_id: from.id, expires_at: expiresAt })
    bodies.push({ authorization: from.authorization, body: JSON.stringify({ ...params, nonce, expires_at: expiresAt.toISOString(), signature: signatureHex }) })
  }
  for (let i = 0; i < nonceRows.length; i += 1000) await db.insertInto('action_nonces').values(nonceRows.slice(i, i + 1000)).execute()
  writeFileSync(bodiesFile, JSON.stringify(bodies))
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

async function fork(setup: InstanceSetup): Promise<Worker> {
  const worker = cluster.fork({ BENCH_INSTANCE: JSON.stringify(setup) })
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: ControlReply) => (message.kind === 'ready' ? resolve() : reject(new Error('worker failed'))))
    worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)))
  })
  return worker
}

let nextRequest = 0

function ask(worker: Worker, request: ControlCommand): Promise<ControlReply> {
  const id = nextRequest++
  return new Promise((resolve) => {
    const onMessage = (reply: ControlReply) => {
      if (reply.id !== id) return
      worker.off('message', onMessage)
      resolve(reply)
    }
    worker.on('message', onMessage)
    worker.send({ ...request, id })
  })
}

/** SQL statements sent and CPU used, summed over the workers; CPU profiles, one file per worker. */
function controlServer(workers: Worker[]) {
  const control = Fastify()
  control.get('/statements', async () => {
    const replies = await Promise.all(workers.map((worker) => ask(worker, { kind: 'counters' })))
    return replies.reduce((sum, reply) => ({ statements: sum.statements + (reply.statements ?? 0), cpuMs: sum.cpuMs + (reply.cpuMs ?? 0) }), { statements: 0, cpuMs: 0 })
  })
  control.post('/profile/start', async () => {
    await Promise.all(workers.map((worker) => ask(worker, { kind: 'profile-start' })))
    return {}
  })
  control.post<{ Querystring: { file: string } }>('/profile/stop', async (request) => {
    await Promise.all(workers.map((worker, index) => ask(worker, { kind: 'profile-stop', file: request.query.file.replace(/\.cpuprofile$/, `.${index}.cpuprofile`) })))
    return {}
  })
  return control
}
