import { defineConfig } from 'vitest/config'

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/chain', 'apps/server', 'apps/web'],
  },
})
