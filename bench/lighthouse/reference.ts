import process from 'node:process'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { precompress } from '../../apps/web/vite-plugins/precompress.ts'

const referenceRoot = fileURLToPath(new URL('./reference/', import.meta.url))

/**
 * Builds the reference page (a bare React page, `reference/`) into `outDir` as the app is built:
 * the same React, target, compressed copies and no module-preload polyfill.
 */
export async function buildReferencePage(outDir: string): Promise<void> {
  // Vite sets NODE_ENV for the process it builds in; the stack started afterwards must not inherit it.
  const nodeEnv = process.env.NODE_ENV
  try {
    await buildIn(outDir)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildIn(outDir: string): Promise<void> {
  await build({
    root: referenceRoot,
    configFile: false,
    logLevel: 'warn',
    base: './',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
}
