import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface GameStandInProcess {
  url: string
  stop(): Promise<void>
}

const readyLine = /game service ready at (http:\/\/\S+)/

/**
 * Starts the stand-in game service as its own process (npm start, and through it the browser
 * suite): its books in `dataDir`, balances seeded once per address, the secret shared with hapdex.
 */
export function startGameStandInProcess({ dataDir, secret, seed }: { dataDir: string; secret: string; seed: ReadonlyArray<readonly [string, bigint]> }): Promise<GameStandInProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env: { ...process.env, GAME_DATA_DIR: dataDir, GAME_SERVICE_SECRET: secret, GAME_PORT: '0', GAME_SEED: seed.map(([address, units]) => `${address}=${units}`).join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`game stand-in not ready in 30 s:\n${output}`)), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = readyLine.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], stop: () => stop(child) })
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`game stand-in exited with ${code}:\n${output}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
