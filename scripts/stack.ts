import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '..')
const readyLine = /hapdex is ready at (http:\/\/\S+)/

export interface RunningStack {
  readonly baseUrl: string
  stop(): Promise<void>
}

/**
 * The stack as `npm start` runs it, for the browser suite (e2e/src/globalSetup.ts) and the
 * Lighthouse bench (bench/lighthouse): each builds into, and starts on, folders of its own.
 */

/** Builds the web app the way `npm run build` does, into `outDir` (the run's own folder, so parallel runs never serve each other's half-written build). */
export function buildWebApp(outDir: string, options: { minify?: boolean } = {}): Promise<void> {
  return viteBuild('web', outDir, options)
}

/** Builds the operator console (apps/admin) into `outDir`; startStack serves it at /admin/ when given ADMIN_DIST. */
export function buildConsole(outDir: string): Promise<void> {
  return viteBuild('admin', outDir)
}

/** A build in a process of its own, so a caller may run two side by side. */
function viteBuild(app: 'web' | 'admin', outDir: string, options: { minify?: boolean } = {}): Promise<void> {
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...(options.minify === false ? ['--minify', 'false'] : [])], {
    cwd: join(repoRoot, `apps/${app}`),
    stdio: 'inherit',
  })
  return new Promise((resolveBuild, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolveBuild() : reject(new Error(`${app} build failed (exit ${code})`))))
  })
}

/**
 * `npm start`'s script on a fresh data folder and free ports, serving the build in `webDist`:
 * devnet, seeded programmes and the API, as a user starts them; `env` adds or overrides settings.
 */
export async function startStack(dataDir: string, webDist: string, env: Record<string, string> = {}): Promise<RunningStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HAPDEX_DATA_DIR: dataDir, PORT: '0', RPC_PORT: '0', LOG_LEVEL: 'warn', WEB_DIST: webDist, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseUrl = await waitForReady(child)
  return { baseUrl, stop: () => stop(child) }
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
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolvePromise()
    })
    child.kill('SIGINT')
  })
}
