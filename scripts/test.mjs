#!/usr/bin/env node
// `npm test`: typecheck and lint side by side, then the unit and integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) beside the browser suite against a freshly started stack.
// Ends with one plain "N passed, N failed" line summed over both vitest runs.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { countReport } from './testReport.mjs'

const reportDir = resolve('.tmp/test-reports')
mkdirSync(reportDir, { recursive: true })

// Steps of one stage run side by side: typecheck and lint only read the sources, and on CI's two
// cores they take about a minute less together than one after the other.
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['lint', 'npx', ['eslint', '.']],
  ],
  // The browser suite spends much of its time waiting on Chromium, the devnet and the API, and the
  // unit suite on PostgreSQL: beside each other they fill the two cores that each leaves half idle.
  [
    ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'unit.json')}`]],
    ['e2e', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'e2e.json')}`]],
  ],
]

/**
 * Runs a step; alone it writes straight through, beside another each of its lines is written as it
 * comes with the step's name in front, so a run stopped by CI's time limit still shows how far each got.
 */
function runStep([name, command, args], alone) {
  return new Promise((resolveStep) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    if (!alone) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`))
      }
    }
    child.on('close', (status) => {
      if (status !== 0) console.error(`step ${name} failed (exit ${status})`)
      resolveStep(status === 0)
    })
  })
}

const only = process.argv[2]
let failedSteps = 0
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only || only === name)
  if (steps.length === 0) continue
  if (steps.length === 1) console.log(`\n=== ${steps[0][0]} ===`)
  const results = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)))
  failedSteps += results.filter((ok) => !ok).length
}

let passed = 0
let failed = 0
for (const file of ['unit.json', 'e2e.json']) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'))
    const counts = countReport(report)
    passed += counts.passed
    failed += counts.failed
  } catch {
    if (!only) failed++ // a suite that wrote no report did not pass
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
