import { defineConfig } from 'vitest/config'

/**
 * Browser suite: one real stack (devnet, API, built app) started once by the global set-up, then
 * spec files run one after another because each drives its own Chromium on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['src/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
})
