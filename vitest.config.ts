import { defineConfig } from 'vitest/config'

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/chain',
      'apps/server',
      'apps/web',
      'apps/admin',
      // The test runner's report and the browser suite's teardown: plain Node code outside any workspace.
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'e2e/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
})
