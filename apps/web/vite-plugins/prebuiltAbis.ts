import * as abis from '../../../packages/chain/src/abis.ts'
import type { Plugin } from 'vite'

/** `packages/chain/src/abis.ts`, however it is reached (`@hapdex/chain/abis`, a relative path). */
const ABIS_MODULE = /packages[\\/]chain[\\/]src[\\/]abis\.ts$/

/**
 * Ships the chain package's ABIs as the JSON they parse to. Written there as human-readable
 * signatures (viem's `parseAbi`, for literal types), they cost every page that reads the chain
 * abitype's parser and some 20 ms of a slow phone's main thread on each load; the result is the
 * same every time, so the build computes it once (the config bundles `abis.ts` with it).
 */
export function prebuiltAbis(): Plugin {
  return {
    name: 'hapdex:prebuilt-abis',
    enforce: 'pre',
    load(id) {
      return ABIS_MODULE.test(id.split('?')[0] ?? id) ? prebuiltAbisModule() : undefined
    },
  }
}

/** One `export const` per ABI, each a JSON.parse of its text (V8 parses JSON faster than the same object as JavaScript). */
export function prebuiltAbisModule(): string {
  return Object.entries(abis)
    .map(([name, abi]) => `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(abi))})`)
    .join('\n')
}
