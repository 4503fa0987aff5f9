import process from 'node:process'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The API the dev server and preview proxy to; override to point at another instance.
const apiTarget = process.env.HAPDEX_API_URL ?? 'http://127.0.0.1:8080'
// The server also answers the exchanges' static token lists (their addresses are the deployment's).
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/tokenlists': { target: apiTarget, changeOrigin: false },
}

export default defineConfig({
  plugins: [react()],
  // Relative base so the built app works under any mount path (the server serves dist/ at /).
  base: './',
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Chain libraries load in their own chunk after the site config arrives; the first paint
    // needs only React, the query client, i18n and the boot screen.
    chunkSizeWarningLimit: 600,
  },
})
