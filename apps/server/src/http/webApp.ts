import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built SPA when present. Vite fingerprints `/assets/*`, so they cache forever;
 * everything else (index.html, banners) is revalidated so a deploy shows at once. The build
 * writes brotli and gzip copies of its text files (`precompress` in apps/web/vite-plugins), sent
 * as they are to browsers that accept them: no compression work per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // An array: with preCompressed, @fastify/static looks the index file up only in an array.
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      const isAsset = relative(webDist, path).startsWith(`assets${sep}`)
      res.setHeader('cache-control', isAsset ? IMMUTABLE : 'no-cache')
      // The body depends on Accept-Encoding (compressed copy or not): caches must keep both.
      res.setHeader('vary', 'accept-encoding')
    },
  })
  return true
}
