/**
 * The pieces of bench/api/serve.ts that other benches' servers reuse (bench/herd): the bench's
 * config, a database, free ports, forked API workers and the control server, and signing with
 * libsecp256k1 (pure-JS signing would take most of a big bench's set-up).
 */
import cluster, { type Worker } from 'node:cluster'
import { createServer } from 'node:net'
import { signedActionMessage, type SignedActionMessageParameters } from '@hapdex/core/api/signedAction'
import Fastify from 'fastify'
import secp256k1 from 'secp256k1'
import { bytesToHex, hashMessage, hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, publicKeyToAddress } from 'viem/accounts'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { testConfig } from '../../apps/server/src/test/testApp.ts'
import type { ControlCommand, ControlReply, InstanceSetup } from './instance.ts'

export const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// As production would run it: warnings logged, and a rate limit no bench reaches (but counted all the same).
export const benchConfig = (env: Record<string, string> = {}) => testConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ...env })

/** BENCH_DB_URL: serve an existing, migrated database (bench/settlement's) instead of a scratch one of its own. */
export async function benchDatabase(prefix = 'hapdex_bench'): Promise<{ name: string; url: string }> {
  const existing = process.env['BENCH_DB_URL']
  if (existing !== undefined) return { name: new URL(existing).pathname.slice(1), url: existing }
  return createScratchDatabase(adminUrl, prefix)
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A key and its address, derived with libsecp256k1: viem's pure-JS derivation costs about a millisecond each. */
export function newBenchKey(): { key: Hex; address: Hex } {
  const key = generatePrivateKey()
  return { key, address: publicKeyToAddress(bytesToHex(secp256k1.publicKeyCreate(hexToBytes(key), false))) }
}

/** The personal_sign signature of a signed action's text, as the wallet would make it. */
export function signActionWithKey(key: Hex, action: SignedActionMessageParameters): string {
  const { signature, recid } = secp256k1.ecdsaSign(hashMessage(signedActionMessage(action), 'bytes'), hexToBytes(key))
  return `${bytesToHex(signature)}${(27 + recid).toString(16)}`
}

/**
 * Forks `count` API workers (instance.ts) on the same ports; resolves once each serves. The workers
 * accept their connections themselves (SCHED_NONE), as a server behind a load balancer or alone
 * does: with node:cluster's default round robin, the primary hands connections over one at a time,
 * each waiting for the busy worker's answer, and a herd's last connections waited 3 s before the
 * server saw their first byte (bench/README.md, "Partner herd", fourth pass).
 */
export async function forkInstances(setup: InstanceSetup, count: number): Promise<Worker[]> {
  cluster.schedulingPolicy = cluster.SCHED_NONE
  return Promise.all(Array.from({ length: count }, () => fork(setup)))
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

/**
 * SQL statements sent and CPU used, summed over the workers (or those of `?group=`, one of
 * `groups`); CPU profiles, one file per worker.
 */
export function controlServer(workers: Worker[], groups: Record<string, Worker[]> = {}) {
  const control = Fastify()
  control.get<{ Querystring: { group?: string } }>('/statements', async (request) => {
    const group = request.query.group === undefined ? workers : groups[request.query.group]
    if (group === undefined) throw new Error(`no worker group ${request.query.group}`)
    const replies = await Promise.all(group.map((worker) => ask(worker, { kind: 'counters' })))
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

/** Serves the control endpoints, prints the runner's ready line and stops the workers on SIGTERM. */
export async function announceReady(workers: Worker[], ready: Record<string, unknown>, groups: Record<string, Worker[]> = {}): Promise<void> {
  const control = controlServer(workers, groups)
  const controlUrl = await control.listen({ port: 0, host: '127.0.0.1' })
  console.log(JSON.stringify({ ...ready, controlUrl }))
  process.on('SIGTERM', () => {
    for (const worker of [...workers, ...Object.values(groups).flat()]) worker.kill('SIGTERM')
    void control.close().then(() => process.exit(0))
  })
}
