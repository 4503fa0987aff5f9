import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The browser-environment tests of an app, in one worker that keeps its jsdom and its imports from
 * file to file: set up anew for each file they cost about 2.5 s a file, ten times what the tests
 * take. A file that mocks a module (vi.mock) runs apart, isolated, because a mock cannot be
 * taken back for the files after it in the same worker.
 */
function jsdomProjects(app: string, name: string): TestProjectInlineConfiguration[] {
  const files = testFiles(app)
  const mocks = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(app, file), 'utf8'))
  // Each project takes the app's own include; it is narrowed by what it excludes (config arrays add up when extended).
  const project = (projectName: string, isolate: boolean, excluded: string[]): TestProjectInlineConfiguration => ({
    extends: `./${app}/vitest.config.ts`,
    test: { name: projectName, root: app, isolate, exclude: [...configDefaults.exclude, ...excluded] },
  })
  const mocking = files.filter(mocks)
  const shared = project(name, false, mocking)
  return mocking.length === 0 ? [shared] : [shared, project(`${name}-mocks`, true, files.filter((file) => !mocks(file)))]
}

function testFiles(app: string): string[] {
  return readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
}

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/chain',
      'apps/server',
      ...jsdomProjects('apps/web', 'web'),
      ...jsdomProjects('apps/admin', 'admin'),
      // The test runner's report and the browser suite's teardown: plain Node code outside any workspace.
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'e2e/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
})
