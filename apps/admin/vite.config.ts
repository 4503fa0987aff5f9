import process from 'node:process'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
// The web app's plugin, not a copy: the server sends both builds' .br / .gz files as they are.
import { precompress } from '../web/vite-plugins/precompress.ts'

const apiTarget = process.env.HAPDEX_API_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), precompress()],
  // Relative base: the server serves this build at /admin/ (apps/server/src/http/webApp.ts).
  base: './',
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The framework chunk (React, Refine, TanStack, i18next, the router) is 550 kB minified, 146 kB
    // brotli: one cached request (decision 0030).
    chunkSizeWarningLimit: 600,
    // Operators use desktop browsers on good networks: one stylesheet, no source maps, and the
    // framework split from the screens so a console release re-downloads only what changed.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@refinedev|@tanstack|i18next|react-i18next|react-router)[\\/]/ }],
        },
      },
    },
  },
})
