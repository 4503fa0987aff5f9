/**
 * The third phase of bench/settlement: users keep transferring while a day settles. The API runs
 * as bench/api runs it (bench/api/serve.ts: its own process, pre-signed transfers, one nonce
 * each), on the settlement's own database, so the two meet in the same tables, locks and disk;
 * autocannon sends the transfers at a steady rate, first for a few seconds alone (the reference:
 * the same server, warm, with no settlement), then from the moment the settlement starts to the
 * moment it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

/** Transfers a second while the day settles: a busy hour's pace, not a load test. */
const rate = Number(process.env['BENCH_TRANSFER_RATE'] ?? 200)
/** Prepared transfers: enough for a settlement of several minutes at that rate. */
const prepared = Number(process.env['BENCH_TRANSFERS'] ?? 60_000)

export interface TransferServer {
  appUrl: string
  bodies: { authorization: string; body: string }[]
  stop(): Promise<void>
}

export async function startTransferServer(dbUrl: string): Promise<TransferServer> {
  const bodiesPath = join(mkdtempSync(join(tmpdir(), 'hapdex-bench-')), 'transfers.json')
  const serve = fileURLToPath(new URL('../api/serve.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', serve, bodiesPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DB_URL: dbUrl, BENCH_USERS: '50', BENCH_TRANSFERS: String(prepared) },
  })
  const ready = await readyLine(child)
  return {
    appUrl: ready.appUrl,
    bodies: JSON.parse(readFileSync(bodiesPath, 'utf8')) as TransferServer['bodies'],
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dirname(bodiesPath), { recursive: true, force: true })
    },
  }
}

function readyLine(child: ChildProcess): Promise<{ appUrl: string }> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      if (line.startsWith('{"bareUrl"')) resolve(JSON.parse(line) as { appUrl: string })
    })
    child.once('exit', (code) => reject(new Error(`transfer server exited with ${code}`)))
  })
}

export interface TransferFigures {
  transfers: number
  p99: number
  errors: number
}

export interface TransfersDuring<T> extends TransferFigures {
  value: T
  /** How long `work` took, without the warm-up and the reference before it. */
  workMs: number
  /** The same transfers at the same rate just before the settlement, on the same server: the reference. */
  before: TransferFigures
}

/** Seconds of transfers that warm the new server (its pool's connections, the JIT) and are not counted: a cold start is not the settlement's doing. */
const warmUpSeconds = 3
/** Seconds of transfers measured alone, right before the settlement: the reference. */
const referenceSeconds = Number(process.env['BENCH_REFERENCE_SECONDS'] ?? 10)

/**
 * Sends the prepared transfers at `rate` a second: a warm-up, then `referenceSeconds` alone (the
 * reference), then while `work` runs, stopping when it ends. `onResponse` sees each measured
 * latency in ms.
 */
export async function transfersDuring<T>(server: TransferServer, work: () => Promise<T>, onResponse?: (latencyMs: number) => void): Promise<TransfersDuring<T>> {
  const bodies = preparedBodies(server)
  await sendTransfers(server, bodies, { amount: Math.round(rate * warmUpSeconds) }).finished
  const before = await sendTransfers(server, bodies, { amount: Math.round(rate * referenceSeconds) }).finished
  const during = sendTransfers(server, bodies, { onResponse })
  const workStarted = performance.now()
  const value = await work()
  const workMs = performance.now() - workStarted
  during.stop()
  const result = await during.finished
  if (bodies.remaining() === 0) console.log(`  every prepared transfer was sent before the settlement ended: raise BENCH_TRANSFERS`)
  return { value, workMs, ...result, before }
}

function preparedBodies(server: TransferServer) {
  let next = 0
  return {
    take: () => server.bodies[next++],
    remaining: () => Math.max(0, server.bodies.length - next),
  }
}

function sendTransfers(server: TransferServer, bodies: ReturnType<typeof preparedBodies>, options: { amount?: number; onResponse?: ((latencyMs: number) => void) | undefined }) {
  let resolveFinished: (result: autocannon.Result) => void = () => undefined
  let rejectFinished: (error: Error) => void = () => undefined
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((resolveFinished = resolve), (rejectFinished = reject)))
  const instance = autocannon({
    url: server.appUrl,
    connections: 16,
    overallRate: rate,
    amount: Math.min(options.amount ?? bodies.remaining(), bodies.remaining()),
    requests: [
      {
        method: 'POST',
        path: '/api/transfer/out',
        setupRequest: (request) => {
          const body = bodies.take()
          return body === undefined ? request : { ...request, headers: { 'content-type': 'application/json', authorization: body.authorization }, body: body.body }
        },
      },
    ],
  }, (error, result) => (error === null || error === undefined ? resolveFinished(result) : rejectFinished(error instanceof Error ? error : new Error(String(error)))))
  const { onResponse } = options
  if (onResponse !== undefined) instance.on('response', (_client, _status, _bytes, latencyMs: number) => onResponse(latencyMs))
  return {
    stop: () => instance.stop(),
    finished: finished.then((result): TransferFigures => ({ transfers: result.requests.total, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx })),
  }
}
