import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built SPA when present. Vite fingerprints `/assets/*`, so they cache forever;
 * everything else (index.html, banners) is revalidated so a deploy shows at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, path) => {
      const isAsset = relative(webDist, path).startsWith(`assets${sep}`)
      res.setHeader('cache-control', isAsset ? IMMUTABLE : 'no-cache')
    },
  })
  return true
}
