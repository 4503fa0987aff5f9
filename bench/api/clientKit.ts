/**
 * The pieces of bench/api/run.ts that other benches' runners reuse (bench/herd): the server in its
 * own process, autocannon timed to its last response, and the CPU counters of server and client.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

/**
 * Starts a bench server script (serve.ts, herd/serve.ts) in its own process and waits for the
 * one JSON line it prints when ready (the line starting with `{"<readyKey>"`).
 */
export async function startBenchServer<Ready>(script: string, args: string[], readyKey: string, serverFlags: string[] = []): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, [...serverFlags, '--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  const stdout = child.stdout
  if (stdout === null) throw new Error('bench server has no stdout')
  const ready = await new Promise<Ready>((resolve, reject) => {
    createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith(`{"${readyKey}"`)) resolve(JSON.parse(line) as Ready)
    })
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })
  return { child, ready }
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** SQL statements sent and CPU time used by the server's workers so far (those of one group, when named). */
export async function serverCounters(controlUrl: string, group?: string): Promise<{ statements: number; cpuMs: number }> {
  const response = await fetch(`${controlUrl}/statements${group === undefined ? '' : `?group=${group}`}`)
  return (await response.json()) as { statements: number; cpuMs: number }
}

/**
 * Autocannon's result with the seconds from its start to the last response. Not its own
 * duration: it ends only at the next whole-second tick, which for a fixed request count (the
 * transfers) understated the rate by up to a fifth; nor requests.average, which averages those
 * per-second samples, partial last second included.
 */
export function runAutocannon(
  options: autocannon.Options,
  onTiming?: (status: number, latencyMs: number, answeredAtMs: number) => void,
): Promise<{ result: autocannon.Result; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let lastResponse = started
    const instance = autocannon(options, (error, result) => {
      if (error !== null && error !== undefined) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve({ result, seconds: (lastResponse - started) / 1000 })
    })
    instance.on('response', (_client, status: number, _bytes, latencyMs: number) => {
      lastResponse = performance.now()
      onTiming?.(status, latencyMs, lastResponse - started)
    })
  })
}

/** CPU of this process, autocannon's: on a 2-core machine the load generator's share is capacity the server does not get. */
export function clientCpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
