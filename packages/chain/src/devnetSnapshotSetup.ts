import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Global set-up of the projects whose tests start devnets (devnetSnapshot.ts): names the run's
 * snapshot folder after the vitest process, so every project of one run shares it, and removes
 * it when the run ends, with any left by runs that died first.
 */

const snapshotsDir = resolve(import.meta.dirname, '../../../.tmp/test-templates')
const snapshotName = /^devnet-run-(\d+)(\.building-\d+)?$/

export default function setup(project: TestProject) {
  removeDeadRunsSnapshots()
  const dir = join(snapshotsDir, `devnet-run-${process.pid}`)
  project.provide('devnetSnapshotDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}

function removeDeadRunsSnapshots() {
  if (!existsSync(snapshotsDir)) return
  for (const name of readdirSync(snapshotsDir)) {
    const pid = snapshotName.exec(name)?.[1]
    if (pid !== undefined && !isAlive(Number(pid))) rmSync(join(snapshotsDir, name), { recursive: true, force: true })
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
