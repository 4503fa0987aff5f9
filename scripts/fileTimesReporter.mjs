import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'

/**
 * A vitest reporter that writes each test file's whole time to the JSON file named by
 * HAPDEX_FILE_TIMES: its environment, imports and hooks as well as its tests. Vitest's own JSON
 * report spans only from the first test's start to the last one's end, which leaves out the set-up
 * that slow files spend most of their time on.
 */
export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root
  }

  onTestRunEnd(testModules) {
    const output = process.env.HAPDEX_FILE_TIMES
    if (!output) return
    const files = testModules.map((testModule) => fileTime(testModule, this.root))
    mkdirSync(dirname(output), { recursive: true })
    writeFileSync(output, `${JSON.stringify({ files }, null, 1)}\n`)
  }
}

function fileTime(testModule, root) {
  const d = testModule.diagnostic()
  const setupMs = d.environmentSetupDuration + d.prepareDuration + d.setupDuration
  return {
    project: testModule.project.name,
    file: relative(root, testModule.moduleId),
    ms: Math.round(setupMs + d.collectDuration + d.duration),
    importMs: Math.round(d.collectDuration),
    testsMs: Math.round(d.duration),
  }
}

/** The `count` slowest files over every report, slowest first. */
export function slowestFiles(reports, count) {
  return reports
    .flatMap((report) => report.files)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** One line a file: seconds, project and path. */
export function formatSlowest(files) {
  return files.map((file) => `${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.project.padEnd(7)} ${file.file}`).join('\n')
}
