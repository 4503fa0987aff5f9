import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Spec files share one chain, so their order is part of the test: fix it (by name) rather than
 * let it follow timing caches, so a run on CI is the run seen locally.
 */
class ByNameSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
  }
}

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
    sequence: { sequencer: ByNameSequencer },
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
})
