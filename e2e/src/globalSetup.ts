import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const readyLine = /hapdex is ready at (http:\/\/\S+)/

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    rpcUrl: string
    dataDir: string
  }
}

/**
 * Starts the stack the way a user does (`npm start`'s script), on a fresh data folder and free
 * ports, so the browser suite also proves the start-up path.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-e2e-'))
  const webDist = buildWebApp(join(dataDir, 'web'))
  const database = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hapdex_e2e') : undefined
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HAPDEX_DATA_DIR: dataDir,
      PORT: '0',
      RPC_PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      // Test key 9 (e2e/src/browser.ts) operates content: specs create notices through /api/admin.
      ADMIN_ADDRESSES: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      // Every browser of the suite is one client (127.0.0.1): its sign-ins and requests would
      // exhaust the per-client limits meant for one person (rateLimit.test.ts covers those limits).
      SIGN_IN_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_CLIENT_MAX: '1000000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseUrl = await waitForReady(child)
  const deployment = JSON.parse(readFileSync(join(dataDir, 'deployments', '31337.json'), 'utf8')) as {
    chain: { rpcUrls: string[] }
  }
  project.provide('baseUrl', baseUrl)
  project.provide('rpcUrl', deployment.chain.rpcUrls[0] ?? '')
  project.provide('dataDir', dataDir)

  return async () => {
    await stop(child)
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Each run builds into its own folder, so parallel runs never serve each other's half-written build. */
function buildWebApp(outDir: string): string {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('web build for the browser suite failed')
  return outDir
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`stack not ready in 150 s:\n${output}`)), 150_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = readyLine.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolvePromise(match[1])
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`stack exited with ${code}:\n${output}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolvePromise()
    })
    child.kill('SIGINT')
  })
}
