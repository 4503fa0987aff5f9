#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser suite against a freshly started stack.
// Ends with one plain "N passed, N failed" line summed over both vitest runs.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { countReport } from './testReport.mjs'

const reportDir = resolve('.tmp/test-reports')
mkdirSync(reportDir, { recursive: true })

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['eslint', '.']],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'unit.json')}`]],
  ['e2e', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'e2e.json')}`]],
]

const only = process.argv[2]
let failedSteps = 0
for (const [name, command, args] of steps) {
  if (only && only !== name) continue
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    failedSteps++
    console.error(`step ${name} failed (exit ${result.status})`)
  }
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
