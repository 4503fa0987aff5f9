import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { inlineEntryCss } from './vite-plugins/inlineEntryCss.ts'
import { prebuiltAbis } from './vite-plugins/prebuiltAbis.ts'
import { precompress } from './vite-plugins/precompress.ts'
import { stacklessSentinels } from './vite-plugins/stacklessSentinels.ts'
import { preloadChunks, startupChunk } from './vite-plugins/startupChunk.ts'

// The API the dev server and preview proxy to; override to point at another instance.
const apiTarget = process.env.HAPDEX_API_URL ?? 'http://127.0.0.1:8080'
// The server also answers the exchanges' static token lists (their addresses are the deployment's).
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/tokenlists': { target: apiTarget, changeOrigin: false },
}

export default defineConfig({
  plugins: [react(), prebuiltAbis(), stacklessSentinels(), inlineEntryCss(), preloadChunks(['startup', 'contracts']), precompress()],
  // Relative base so the built app works under any mount path (the server serves dist/ at /).
  base: './',
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (Safari 17, Chrome 66, Firefox 115);
    // the polyfill was an entry chunk of its own, one more request before the first screen.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // One stylesheet for every screen, put into index.html (vite-plugins/inlineEntryCss.ts): 11 KiB
    // compressed with the page, no stylesheet request beside any screen's code.
    cssCodeSplit: false,
    target: 'es2022',
    // The entry holds the shell only; screens, chain reads and the wallet stack are chunks of
    // their own, loaded when needed (docs/decisions/0012-first-load.md).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The exchange's screens share dozens of small modules; left to automatic splitting they
          // become as many requests, and a phone on a slow network fetches them six at a time.
          // One chunk for the area (its screens included; the chart dialog and its library stay
          // apart, and its messages stay with the app's), one for the app's own modules that two
          // screens or more share, and one for the API contracts every route needs (the endpoint
          // and envelope schemas, the shared fields, the site config's and the other public
          // endpoints of `basic`) with what screens import of core (the pure rules, amounts) and
          // the keccak hash: every route loads them to check the site config, and as chunks of
          // their own they were requests beyond the six connections of the page's first round trip.
          // Each area's own contracts (wallet, invite, miner, …) go with the screens that use them:
          // all 118 endpoints in that chunk were 15 KiB compressed on every first load, 8 KiB now.
          groups: [
            startupChunk({ boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)), start: fileURLToPath(new URL('./src/main.tsx', import.meta.url)) }),
            { name: 'exchange', test: (id: string) => /apps[\\/]web[\\/]src[\\/]features[\\/]exchange[\\/]/.test(id) && !/[\\/](chart|i18n)[\\/]/.test(id), includeDependenciesRecursively: false },
            // What the chain-reading screens (the exchange's, earn, the funds list) share, in one
            // chunk: the three helpers of the shared modules (in the shared chunk they brought the
            // rest of it to every exchange screen, the funds list's parts, the signed actions, the
            // wallet and circulation contracts: four requests), viem's basics (hex and address
            // checks, keccak, two of its constants) and the ABIs, viem's and ours. As four chunks
            // they were four requests beside the swap screen's code; the funds list takes 5 KiB
            // more of it than it uses, in a request it made anyway.
            { name: 'chainKit', test: (id: string) => /apps[\\/]web[\\/]src[\\/]lib[\\/](readClient|amountInput|gasLimit)\.ts$/.test(id) || /node_modules[\\/]viem[\\/]_esm[\\/](constants[\\/](number|address)|utils[\\/]data[\\/](isHex|size|pad)|utils[\\/]encoding[\\/](fromHex|toHex|toBytes)|utils[\\/]hash[\\/]keccak256|utils[\\/]lru|utils[\\/]address[\\/](isAddress|getAddress)|errors[\\/](version|base|data|encoding|address))\.js$/.test(id) || /node_modules[\\/]viem[\\/]_esm[\\/]constants[\\/]abis\.js$|packages[\\/]chain[\\/]src[\\/]abis\.ts$/.test(id), includeDependenciesRecursively: false },
            { name: 'shared', test: /apps[\\/]web[\\/]src[\\/](lib|components|config|i18n)[\\/]/, minShareCount: 2, includeDependenciesRecursively: false },
            // zod is in it too, whole: every route checks the site config with it, and as a chunk of
            // its own it was one more request beside the startup chunk.
            { name: 'contracts', test: /packages[\\/]core[\\/]src[\\/]((chain|amm|amount|rules)[\\/]|api[\\/](endpoint|envelope|fields|errors|basic)\.ts$)|node_modules[\\/](@noble[\\/]hashes[\\/]esm[\\/](sha3|_u64|utils|crypto)\.js$|zod[\\/])/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
