/**
 * The server side of bench/api/run.ts, in its own process so autocannon does not share its event
 * loop: a fresh PostgreSQL database, a bare Fastify route, the API, funded users and pre-signed
 * transfers (each with its own nonce). Prints one JSON line with what the runner needs.
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import inspector from 'node:inspector'
import { promisify } from 'node:util'
import { signedActionMessage } from '@hapdex/core/api/signedAction'
import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import Fastify from 'fastify'
import pg from 'pg'
import secp256k1 from 'secp256k1'
import { bytesToHex, hashMessage, hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb, DEFAULT_POOL_MAX } from '../../apps/server/src/db/createDb.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { creditForTest, e18, userIdOf, walletTestChain } from '../../apps/server/src/modules/wallet/walletTestKit.ts'
import { signIn } from '../../apps/server/src/test/signIn.ts'
import { testConfig } from '../../apps/server/src/test/testApp.ts'

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const poolMax = Number(process.env['BENCH_POOL_MAX'] ?? DEFAULT_POOL_MAX)
const users = Number(process.env['BENCH_USERS'] ?? 50)
const transfers = Number(process.env['BENCH_TRANSFERS'] ?? 20_000)
const bodiesFile = process.argv[2] ?? '/tmp/hapdex-bench-transfers.json'

const name = `hapdex_bench_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${name}`)
await admin.end()
const url = new URL(adminUrl)
url.pathname = `/${name}`
const dbUrl = url.toString()
const db = createDb(dbUrl, { poolMax })

// Every statement the server sends (BEGIN and COMMIT included), so the runner can print round trips per request.
let statements = 0
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
  statements++
  return query.apply(this, args)
} as typeof query
await migrateToLatest(db)

const bare = Fastify()
bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { list: [] } }))
bare.get('/statements', async () => {
  const cpu = process.cpuUsage()
  return { statements, cpuMs: (cpu.user + cpu.system) / 1000 }
})
// BENCH_PROFILE_DIR: the runner brackets each case with these, one CPU profile per case.
const profiler = new inspector.Session()
profiler.connect()
const post = promisify(profiler.post.bind(profiler)) as (method: string, params?: object) => Promise<unknown>
bare.post('/profile/start', async () => {
  await post('Profiler.enable')
  await post('Profiler.start')
  return {}
})
bare.post<{ Querystring: { file: string } }>('/profile/stop', async (request) => {
  const { profile } = (await post('Profiler.stop')) as { profile: object }
  writeFileSync(request.query.file, JSON.stringify(profile))
  return {}
})
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

// As production would run it: warnings logged, and a rate limit that 32 connections never reach.
const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' }), db, chain: walletTestChain })
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })

const accounts = Array.from({ length: users }, () => generatePrivateKey())
const sessions: { key: Hex; address: string; authorization: string; id: number }[] = []
for (const key of accounts) {
  const signer = privateKeyToAccount(key)
  const authorization = await signIn(app, signer)
  const id = await userIdOf(app, authorization)
  await creditForTest(db, id, 2, 1_000_000n * e18, `bench-${id}`)
  sessions.push({ key, address: signer.address, authorization, id })
}

// Nonces are inserted directly (the endpoint is one INSERT as well); signing uses libsecp256k1.
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

console.log(JSON.stringify({ bareUrl, appUrl, dbUrl, dbName: name, adminUrl, authorization: sessions[0]?.authorization, bodiesFile, poolMax }))
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => db.destroy())
    .then(() => process.exit(0))
})
