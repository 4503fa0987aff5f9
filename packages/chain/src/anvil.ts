import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

export type StartAnvilParameters = {
  /** 0 (the default) lets the OS pick a free port, so parallel test files never collide. */
  port?: number
  host?: string
  chainId?: number
  /** Loads the chain from this file when it exists and dumps it there periodically and on stop. */
  statePath?: string
  /** Starts from the chain dumped in this file and writes nothing back (a snapshot shared by tests). */
  loadStatePath?: string
  stateIntervalSeconds?: number
  readyTimeoutMs?: number
}

export type Anvil = {
  rpcUrl: string
  port: number
  /** SIGINT first, so anvil dumps its state; SIGKILL if it has not exited within the grace period. */
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)
const stopGraceMs = 10_000
const running = new Set<ChildProcess>()

// An anvil left behind would hold its port and keep the test runner alive.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<Anvil> {
  const host = parameters.host ?? '127.0.0.1'
  const args = ['--host', host, '--port', String(parameters.port ?? 0), '--chain-id', String(parameters.chainId ?? 31337)]
  if (parameters.statePath !== undefined) {
    args.push('--state', parameters.statePath, '--state-interval', String(parameters.stateIntervalSeconds ?? 1))
  }
  if (parameters.loadStatePath !== undefined) args.push('--load-state', parameters.loadStatePath)
  const [command, ...prefix] = anvilCommand()
  if (command === undefined) throw new Error('anvil binary not found')
  // Its own process group: a terminal's Ctrl-C reaches only us, and stop() sends anvil exactly one
  // SIGINT (a second one would cut its state dump short).
  const child = spawn(command, [...prefix, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  running.add(child)
  child.once('exit', () => running.delete(child))

  const stop = stopper(child)
  try {
    const port = await waitForListening(child, parameters.readyTimeoutMs ?? 30_000)
    const rpcUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    await waitForRpc(rpcUrl, parameters.readyTimeoutMs ?? 30_000)
    return { rpcUrl, port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The platform binary of @foundry-rs/anvil, found the way its bin.mjs finds it. Running it
 * directly (rather than the node wrapper) lets stop() signal anvil itself and wait for its exit.
 */
function anvilCommand(): string[] {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const binary = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${binaryName}`)
    if (existsSync(binary)) return [binary]
  } catch {
    // No platform package: fall back to the wrapper, which also knows the dist/ layout.
  }
  const packageJson = require.resolve('@foundry-rs/anvil/package.json')
  return [process.execPath, packageJson.replace(/package\.json$/, 'bin.mjs')]
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`anvil did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on [^\s]+:(\d+)/.exec(output)
      if (match?.[1] !== undefined) {
        cleanup()
        resolve(Number(match[1]))
      }
    }
    const onExit = (code: number | null) => fail(new Error(`anvil exited with code ${code}:\n${output}`))
    const fail = (error: Error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      // Keep draining so a chatty anvil never blocks on a full pipe.
      child.stdout?.resume()
      child.stderr?.resume()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

async function waitForRpc(rpcUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) throw new Error(`anvil RPC ${rpcUrl} did not answer`, { cause: lastError })
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Idempotent: a second SIGINT would make anvil quit without finishing its state dump. */
function stopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined
  return () => (stopping ??= stopProcess(child))
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill('SIGINT')
  })
}
