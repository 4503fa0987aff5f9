#!/usr/bin/env node
// `npm test`: typecheck and lint side by side, then the unit and integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) beside the browser suite against a freshly started stack.
// Ends with one plain "N passed, N failed" line summed over both vitest runs.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { formatSlowest, slowestFiles } from './fileTimesReporter.mjs'
import { countReport } from './testReport.mjs'

const reportDir = resolve('.tmp/test-reports')
mkdirSync(reportDir, { recursive: true })
const fileTimesReporter = resolve(import.meta.dirname, 'fileTimesReporter.mjs')

/** A vitest run's arguments: its own reporters and JSON report, and the file times it writes for the closing list. */
function vitestStep(name, args) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`, `--reporter=${fileTimesReporter}`]
  return [name, 'npx', ['vitest', 'run', ...args, ...reporters], { HAPDEX_FILE_TIMES: join(reportDir, `${name}-files.json`) }]
}

// Two lanes side by side, each running its steps one after another. The browser suite is the longest
// step and spends much of its time waiting on Chromium, the devnet and the API: it runs from the
// start, and the other lane fills the cores it leaves idle with the static checks and then the unit
// suite (which waits on PostgreSQL in its turn).
const lanes = [
  [vitestStep('e2e', ['--config', 'e2e/vitest.config.ts'])],
  [['typecheck', 'npm', ['run', 'typecheck', '--silent']], ['lint', 'npx', ['eslint', '.']], vitestStep('unit', [])],
]

/**
 * Runs a step; alone it writes straight through, beside another each of its lines is written as it
 * comes with the step's name in front, so a run stopped by CI's time limit still shows how far each got.
 */
function runStep([name, command, args, env = {}], alone) {
  return new Promise((resolveStep) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
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
const chosen = lanes.map((lane) => lane.filter(([name]) => !only || only === name)).filter((lane) => lane.length > 0)
const alone = chosen.length === 1 && chosen[0].length === 1
// A report left by an earlier run must not stand in for a step that writes none this time.
for (const [name] of chosen.flat()) for (const file of [`${name}.json`, `${name}-files.json`]) rmSync(join(reportDir, file), { force: true })
if (alone) console.log(`\n=== ${chosen[0][0][0]} ===`)
const laneResults = await Promise.all(
  chosen.map(async (lane) => {
    const results = []
    for (const step of lane) results.push(await runStep(step, alone))
    return results
  }),
)
const failedSteps = laneResults.flat().filter((ok) => !ok).length

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
const fileTimes = ['unit-files.json', 'e2e-files.json'].flatMap((file) => {
  try {
    return [JSON.parse(readFileSync(join(reportDir, file), 'utf8'))]
  } catch {
    return []
  }
})
if (fileTimes.length > 0) console.log(`\nslowest test files (set-up, imports and tests):\n${formatSlowest(slowestFiles(fileTimes, 10))}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
