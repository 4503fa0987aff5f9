import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens render through Refine and React Query: on the shared 2-core machine under load a first render takes seconds.
    testTimeout: 30_000,
    // Its ESM imports 'lodash/isEqual' without an extension, which Node refuses and Vite resolves.
    server: { deps: { inline: ['@refinedev/react-table'] } },
  },
})
