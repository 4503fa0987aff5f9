import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { inject } from 'vitest'
import { startDevnet } from './devnet.ts'

/**
 * Test support: one deployed devnet per test run, dumped once and loaded by every test file that
 * needs a chain, instead of each deploying every contract, pool and stake anew (about 10 s each).
 * A snapshot lives for one run only: its blocks carry the time it was made, and the staking
 * reward runs on that clock, so a snapshot kept for days would start tests late in its period.
 * devnetSnapshotSetup.ts, a global set-up, names the folder and removes it after the run.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    devnetSnapshotDir: string
  }
}

/**
 * This run's snapshot folder, deployed on first use: built under a name of its own and renamed
 * when whole, so a file that finds the folder finds it complete; two files building at once both
 * succeed and one build is dropped.
 */
export async function devnetSnapshot(): Promise<string> {
  const dir = inject('devnetSnapshotDir')
  if (existsSync(dir)) return dir
  const building = `${dir}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  // Stopped with SIGINT, anvil writes its whole chain to the state file.
  const devnet = await startDevnet({ dataDir: building, persist: true })
  await devnet.stop()
  try {
    renameSync(building, dir)
  } catch (error) {
    if (!existsSync(dir)) throw error
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}
