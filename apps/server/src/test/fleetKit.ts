import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/** A server process started as an operator starts one (`node src/main.ts` under tsx), its log read from stdout. */
export interface FleetProcess {
  role: string
  /** The HTTP base URL; undefined for a worker. */
  url: string | undefined
  /** Every JSON log line so far. */
  readonly lines: readonly Record<string, unknown>[]
  /** SIGKILL: no shutdown hook runs, as when a machine dies. */
  kill(): Promise<void>
  /** SIGTERM, and the exit it leads to. */
  stop(): Promise<void>
}

export async function startFleetProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<FleetProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: Record<string, unknown>[] = []
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  let buffered = ''
  const started = new Promise<{ role: string; url: string | undefined }>((resolve, reject) => {
    let url: string | undefined
    const timer = setTimeout(() => reject(new Error(`${env['HAPDEX_ROLE']} process did not start in ${timeoutMs} ms:\n${stderr}`)), timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const complete = buffered.split('\n')
      buffered = complete.pop() ?? ''
      for (const text of complete) {
        const line = parseLine(text)
        if (line === undefined) continue
        lines.push(line)
        const msg = String(line['msg'] ?? '')
        url ??= /^hapdex API at (\S+)\/api /.exec(msg)?.[1]
        if (/^hapdex \w+ process started$/.test(msg)) {
          clearTimeout(timer)
          resolve({ role: String(line['role']), url })
        }
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${env['HAPDEX_ROLE']} process exited (${code}) before it started:\n${stderr}`))
    })
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const { role, url } = await started.catch(async (error: unknown) => {
    child.kill('SIGKILL')
    await exited
    throw error
  })
  return {
    role,
    url,
    lines,
    kill: () => endWith(child, 'SIGKILL', exited),
    stop: () => endWith(child, 'SIGTERM', exited),
  }
}

function parseLine(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

async function endWith(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  await exited
}

type InjectOptions = { method: string; url: string; headers?: Record<string, string>; payload?: unknown }

/**
 * The test kits' `app.inject`, over real HTTP to another process: the same kits (sign-in, signed
 * actions, uploads) drive a fleet. Only what those kits read of an answer is there.
 */
export function remoteApp(baseUrl: string): FastifyInstance {
  const inject = (options: InjectOptions) => {
    const payload = options.payload
    const body = payload === undefined ? undefined : Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload))
    const headers = { ...(Buffer.isBuffer(payload) || payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers }
    return new Promise((resolve, reject) => {
      const sent = request(new URL(options.url, baseUrl), { method: options.method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload: raw, body: raw.toString(), json: () => JSON.parse(raw.toString()) as unknown })
        })
      })
      sent.on('error', reject)
      sent.end(body)
    })
  }
  return { inject } as unknown as FastifyInstance
}
